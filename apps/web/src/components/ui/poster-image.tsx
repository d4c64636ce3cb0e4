import { Film } from 'lucide-react';
import { posterUrl } from '../../lib/images.ts';
import { TmdbImage } from './tmdb-image.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

interface PosterImageProps {
  path: string | null | undefined;
  title: string;
  /** w500 for cards, original on the movie page. */
  size?: 'w500' | 'original';
  className?: string;
  loading?: 'lazy' | 'eager';
  /** A small thumbnail: its placeholder shows no text, which would not fit. */
  compact?: boolean;
  /** Inside a link already named by the title: the image adds nothing to read out. */
  decorative?: boolean;
}

/** A 2:3 poster; without an image (none in the catalog, or it failed to load) the title is set in type on a gradient. */
export function PosterImage({
  path,
  title,
  size = 'w500',
  className = '',
  loading,
  compact = false,
  decorative = false,
}: PosterImageProps) {
  return (
    <TmdbImage
      src={posterUrl(path, size)}
      alt={decorative ? '' : `${title} poster`}
      loading={loading}
      className={`aspect-[2/3] w-full bg-surface-2 ${className}`}
      placeholder={<PosterPlaceholder title={title} compact={compact} />}
    />
  );
}

/** A hue that stays the same for a title, so placeholders differ from each other but never flicker. */
export function titleHue(title: string): number {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** One look whether the catalog has no poster or the image failed; 'No Poster' waits while an image loads. */
export function PosterPlaceholder({ title, compact = false }: { title: string; compact?: boolean }) {
  const t = useT();
  const background = `linear-gradient(160deg, hsl(${titleHue(title)} 32% 20%), var(--color-surface) 60%, var(--color-bg))`;
  if (compact)
    return (
      <div className="flex h-full w-full items-center justify-center" style={{ background }}>
        <Film size={18} aria-hidden="true" className="shrink-0 text-accent/70" />
      </div>
    );
  // Sized by its own width (a container): the title's type shrinks on narrow posters so words wrap whole, a
  // word too long even then is hyphenated, and a thumbnail too narrow for any text shows the icon alone.
  return (
    <div className="@container h-full w-full" style={{ background }}>
      <div className="flex h-full w-full flex-col items-center justify-center gap-2 p-2 text-center @min-[10rem]:gap-3 @min-[10rem]:p-3">
        <Film size={28} aria-hidden="true" className="shrink-0 text-accent/80" />
        <span className="line-clamp-4 text-[0.6875rem] font-semibold leading-snug text-text hyphens-auto [overflow-wrap:break-word] @max-[4.5rem]:hidden @min-[7rem]:text-xs @min-[10rem]:text-sm">
          {title}
        </span>
        <span className="text-[0.625rem] font-medium uppercase tracking-wider text-muted group-data-[image=loading]/image:invisible @max-[4.5rem]:hidden @min-[10rem]:text-xs">
          {t(c.noPoster)}
        </span>
      </div>
    </div>
  );
}
