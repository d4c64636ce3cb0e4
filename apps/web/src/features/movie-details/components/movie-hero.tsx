import type { ReactNode } from 'react';
import { CalendarDays, Clock, Play } from 'lucide-react';
import type { MovieCredits, MovieDetails } from '@marquee/contracts';
import { BackdropImage } from '../../../components/ui/backdrop-image.tsx';
import { PosterImage } from '../../../components/ui/poster-image.tsx';
import { RatingBadge } from '../../../components/ui/rating-badge.tsx';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { AgeRatingBadge } from './age-rating-badge.tsx';
import { CrewCredits } from './crew-credits.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { movieMessages as m } from '../messages.ts';
import { formatNumber, formatRating, formatRuntime } from '../../../lib/i18n/format.ts';

/** Backdrop across the top, the poster overlapping it on desktop, title, facts, crew, overview and the action buttons. */
export function MovieHero({
  movie,
  crew,
  actions,
}: {
  movie: MovieDetails;
  crew?: MovieCredits['crew'];
  actions?: ReactNode;
}) {
  const t = useT();
  const runtime = formatRuntime(movie.runtime);
  const trailer = movie.videos?.results.find((video) => video.site === 'YouTube');
  const released = formatCalendarDate(movie.release_date);
  const votes = formatNumber(movie.vote_count);
  return (
    <section aria-labelledby="movie-title" className="relative">
      <div className="absolute inset-x-0 -top-16 h-[340px] md:h-[460px]" aria-hidden="true">
        <BackdropImage
          path={movie.backdrop_path}
          title={movie.title}
          posterPath={movie.poster_path}
          loading="eager"
          className="h-full w-full"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-bg via-bg/70 to-bg/20" />
        <div className="absolute inset-0 bg-gradient-to-r from-bg/80 to-transparent" />
      </div>

      <div className="page-container relative grid grid-cols-[7rem_1fr] gap-x-4 gap-y-5 pt-20 md:grid-cols-[16rem_1fr] md:grid-rows-[1fr_auto_auto] md:gap-x-10 md:gap-y-6 md:pt-36">
        <div className="self-end overflow-hidden rounded-[var(--radius-card)] shadow-2xl shadow-black/60 ring-1 ring-hairline md:row-span-3 md:self-start">
          <PosterImage path={movie.poster_path} title={movie.title} size="original" loading="eager" />
        </div>
        <div className="min-w-0 self-end">
          <h1
            id="movie-title"
            className="text-2xl font-bold leading-tight tracking-tight [overflow-wrap:anywhere] md:text-5xl"
          >
            {movie.title}
          </h1>
          {movie.tagline && <p className="mt-2 text-sm italic text-muted md:text-base">{movie.tagline}</p>}
          <ul
            className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-text/90 md:mt-4"
            aria-label={t(m.facts)}
          >
            <li aria-label={t(m.tmdbRating, { rating: formatRating(movie.vote_average), votes })}>
              <RatingBadge value={movie.vote_average} className="font-semibold" />{' '}
              <span aria-hidden="true" className="text-muted">
                {t(m.tmdbVotes, { votes })}
              </span>
            </li>
            {released && (
              <li className="inline-flex items-center gap-1.5">
                <CalendarDays size={16} aria-hidden="true" className="text-muted" />
                <span className="sr-only">{t(m.releaseDate)} </span>
                {released}
              </li>
            )}
            {runtime && (
              <li className="inline-flex items-center gap-1.5 tabular-nums">
                <Clock size={16} aria-hidden="true" className="text-muted" />
                <span className="sr-only">{t(m.runtime)} </span>
                {runtime}
              </li>
            )}
            <AgeRatingBadge movieId={movie.id} />
            {trailer && (
              <li>
                <a
                  href={`https://www.youtube.com/watch?v=${encodeURIComponent(trailer.key)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 font-medium text-accent underline-offset-4 hover:underline"
                >
                  <Play size={16} aria-hidden="true" />
                  {t(m.trailer)}
                  <span className="sr-only"> {t(m.opensYoutube)}</span>
                </a>
              </li>
            )}
          </ul>
          {crew && <CrewCredits crew={crew} />}
        </div>
        {actions && (
          <div className="col-span-2 flex flex-wrap items-center gap-3 self-start md:col-span-1 md:col-start-2">
            {actions}
          </div>
        )}
        <div className="col-span-2 md:col-span-1 md:col-start-2">
          <h2 className="sr-only">{t(m.overview)}</h2>
          <p className="max-w-3xl leading-relaxed text-text/90">{movie.overview || t(m.noOverview)}</p>
        </div>
      </div>
    </section>
  );
}
