import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Info } from 'lucide-react';
import type { MovieSummary } from '@marquee/contracts';
import { BackdropImage } from '../../../components/ui/backdrop-image.tsx';
import { PosterImage } from '../../../components/ui/poster-image.tsx';
import { RatingBadge } from '../../../components/ui/rating-badge.tsx';
import { releaseYear } from '../../../components/ui/movie-card.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { browseMessages as m } from '../messages.ts';

/** The home page hero: the first 5 popular movies. */
export const HERO_SIZE = 5;
const AUTO_ADVANCE_MS = 8000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The slide's poster beside its title; left out when it cannot load (the title is already there in type). */
function HeroPoster({ movie, className }: { movie: MovieSummary; className: string }) {
  return (
    <div
      key={movie.id}
      aria-hidden="true"
      className={`shrink-0 overflow-hidden rounded-[var(--radius-card)] shadow-2xl shadow-black/60 ring-1 ring-white/10 has-[[data-image=failed]]:invisible ${className}`}
    >
      <PosterImage path={movie.poster_path} title={movie.title} loading="eager" />
    </div>
  );
}

/** Full-bleed backdrops that cross-fade, with previous/next, dots (wrapping around) and View Details. */
export function HeroCarousel({ movies }: { movies: MovieSummary[] }) {
  const t = useT();
  const slides = movies.slice(0, HERO_SIZE);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (!count) return null;
  const current = slides[Math.min(index, count - 1)]!;
  const year = releaseYear(current.release_date);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t(m.featuredMovies)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="relative -mt-16 h-[min(72dvh,660px)] min-h-[500px] w-full overflow-hidden"
    >
      {slides.map((movie, slide) => (
        <div
          key={movie.id}
          aria-hidden={slide !== index}
          className={`absolute inset-0 transition-opacity duration-700 ease-out ${slide === index ? 'opacity-100' : 'opacity-0'}`}
        >
          <BackdropImage
            path={movie.backdrop_path}
            title={movie.title}
            posterPath={movie.poster_path}
            loading={slide === 0 ? 'eager' : 'lazy'}
            className="h-full w-full"
          />
        </div>
      ))}
      <div
        className="absolute inset-0 bg-gradient-to-r from-bg via-bg/70 to-transparent"
        aria-hidden="true"
      />
      <div
        className="absolute inset-0 bg-gradient-to-t from-bg via-transparent to-bg/40"
        aria-hidden="true"
      />

      <div className="page-container relative flex h-full items-end justify-between gap-10 pb-20 md:pb-24">
        <div
          className="min-w-0 max-w-xl"
          role="group"
          aria-roledescription="slide"
          aria-label={t(m.slideOf, { position: index + 1, count, title: current.title })}
          aria-live={paused ? 'polite' : 'off'}
        >
          <HeroPoster movie={current} className="mb-5 w-24 md:hidden" />
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-accent">
            {t(m.popularNow)}
          </p>
          <h2 className="text-3xl font-bold leading-tight tracking-tight [overflow-wrap:anywhere] md:text-5xl">
            {current.title}
          </h2>
          <p className="mt-3 flex items-center gap-3 text-sm text-text/90">
            <RatingBadge value={current.vote_average} />
            {year && <span className="tabular-nums">{year}</span>}
          </p>
          <p className="mt-4 line-clamp-3 text-sm leading-relaxed text-text/85 md:text-base">
            {current.overview}
          </p>
          <Link
            to={`/movie/${current.id}`}
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent px-5 font-semibold text-on-accent transition-colors hover:bg-accent-hover"
          >
            <Info size={18} aria-hidden="true" /> {t(m.viewDetails)}
          </Link>
        </div>
        <HeroPoster movie={current} className="hidden w-48 md:block lg:w-56" />
      </div>

      {count > 1 && (
        <div className="page-container absolute inset-x-0 bottom-6 flex items-center justify-between gap-4">
          <div className="flex items-center" role="group" aria-label={t(m.chooseFeatured)}>
            {slides.map((movie, slide) => (
              <button
                key={movie.id}
                type="button"
                aria-label={t(m.showMovie, { title: movie.title })}
                aria-current={slide === index ? 'true' : undefined}
                onClick={() => go(slide)}
                className="group/dot inline-flex h-11 w-8 items-center justify-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all duration-200 ${
                    slide === index ? 'w-6 bg-accent' : 'w-2 bg-text/50 group-hover/dot:bg-text'
                  }`}
                />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              aria-label={t(m.previousMovie)}
              onClick={() => go(index - 1)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-hairline bg-bg/70 backdrop-blur hover:bg-surface-2"
            >
              <ChevronLeft size={22} aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={t(m.nextMovie)}
              onClick={() => go(index + 1)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-hairline bg-bg/70 backdrop-blur hover:bg-surface-2"
            >
              <ChevronRight size={22} aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
