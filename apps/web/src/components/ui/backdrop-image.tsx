import { backdropUrl } from '../../lib/images.ts';
import { TmdbImage } from './tmdb-image.tsx';

/** A soft accent glow on the page colours: what a backdrop area shows without its image. */
export function BackdropPlaceholder() {
  return (
    <div className="h-full w-full bg-bg bg-[radial-gradient(ellipse_at_75%_25%,color-mix(in_oklab,var(--color-accent)_16%,transparent),transparent_60%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg))]" />
  );
}

/** A decorative full-size backdrop (original size, spec section 7) filling its box. */
export function BackdropImage({
  path,
  className = '',
  loading = 'lazy',
}: {
  path: string | null | undefined;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  return (
    <TmdbImage
      src={backdropUrl(path)}
      alt=""
      loading={loading}
      className={className}
      placeholder={<BackdropPlaceholder />}
    />
  );
}
