import { Eye } from 'lucide-react';
import { useWatchStatusList } from '../../features/watch-status/api/use-watch-statuses.ts';
import { LibraryListPage } from './library-list-page.tsx';

export function Component() {
  const watched = useWatchStatusList('watched');
  return (
    <LibraryListPage
      title="Watched Movies"
      query={watched}
      subtitle={(count) => `You have watched ${count} movie(s)`}
      signInTitle="Sign in to see the movies you watched"
      empty={{
        title: 'No Watched Movies',
        hint: 'Use the eye icon (Mark as Watched) on a movie page to add movies here.',
        icon: Eye,
      }}
    />
  );
}
