import { TmdbImage } from '../../../components/ui/tmdb-image.tsx';
import { posterUrl } from '../../../lib/images.ts';

/** A provider's logo, or nothing when it has none (the name is always beside it). */
export function ProviderLogo({ path }: { path: string | null }) {
  return (
    <span aria-hidden="true" className="shrink-0">
      <TmdbImage
        src={posterUrl(path, 'w92')}
        alt=""
        placeholder={<span className="block h-full w-full bg-surface-2" />}
        className="h-8 w-8 rounded-md"
      />
    </span>
  );
}
