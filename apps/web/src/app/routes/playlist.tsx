import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function Component() {
  return <PagePlaceholder title="Playlist" />;
}
