import { backdropUrl, posterUrl } from '../../lib/images.ts';
import { titleHue } from './poster-image.tsx';
import { TmdbImage } from './tmdb-image.tsx';

/** A gradient in the title's own hue (each movie looks different), with a soft accent glow. */
function TitleGradient({ title }: { title: string }) {
  const hue = titleHue(title);
  return (
    <div
      className="h-full w-full"
      style={{
        background: `radial-gradient(ellipse at 72% 35%, hsl(${hue} 65% 42% / 0.85), transparent 62%), radial-gradient(ellipse at 95% 95%, hsl(${(hue + 50) % 360} 60% 35% / 0.6), transparent 55%), linear-gradient(135deg, hsl(${hue} 40% 20%), var(--color-bg) 80%)`,
      }}
    />
  );
}

/**
 * What a backdrop area shows without its image: the poster, blurred, when it loads; else the title's gradient
 * (offline, or a movie without images).
 */
export function BackdropPlaceholder({ title, posterPath }: { title: string; posterPath?: string | null }) {
  const gradient = <TitleGradient title={title} />;
  if (!posterPath) return gradient;
  return (
    <TmdbImage
      // The smallest poster: blurred this much, more pixels would not show.
      src={posterUrl(posterPath, 'w92')}
      alt=""
      className="h-full w-full"
      imgClassName="scale-125 blur-2xl saturate-150"
      placeholder={gradient}
    />
  );
}

/** A decorative backdrop at the movie database's original size, filling its box. */
export function BackdropImage({
  path,
  title,
  posterPath,
  className = '',
  loading = 'lazy',
}: {
  path: string | null | undefined;
  /** The movie's title and poster draw the placeholder. */
  title: string;
  posterPath?: string | null;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  return (
    <TmdbImage
      src={backdropUrl(path)}
      alt=""
      loading={loading}
      className={className}
      placeholder={<BackdropPlaceholder title={title} posterPath={posterPath} />}
    />
  );
}
