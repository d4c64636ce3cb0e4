import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextSkeleton } from '../../components/ui/skeletons.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useMovie, useMovieCredits } from '../../features/movie-details/api/use-movie.ts';
import { CastRow } from '../../features/movie-details/components/cast-row.tsx';
import {
  GenreLinks,
  MovieSection,
  ProductionCompanies,
} from '../../features/movie-details/components/movie-facts-sections.tsx';
import { MovieHero } from '../../features/movie-details/components/movie-hero.tsx';
import { LikeButton } from '../../features/likes/components/like-button.tsx';
import { WatchStatusButtons } from '../../features/watch-status/components/watch-status-buttons.tsx';
import { AddToPlaylistButton } from '../../features/playlists/components/add-to-playlist-button.tsx';
import { MovieDiary } from '../../features/diary/components/movie-diary.tsx';
import { RecommendationsSection } from '../../features/recommendations/components/recommendations-section.tsx';
import { RatingSection } from '../../features/ratings/components/rating-section.tsx';
import { userRatingQueryOptions } from '../../features/ratings/api/use-ratings.ts';
import { CommentsSection } from '../../features/comments/components/comments-section.tsx';
import { FriendsWhoWatchedSlot } from '../../features/federation/components/friends-who-watched-slot.tsx';
import { WhereToWatchSection } from '../../features/where-to-watch/components/where-to-watch-section.tsx';
import { useLogVisit } from '../../features/visits/api/use-log-visit.ts';
import { renderMovieCardActions, toMovieRef } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { MOVIE_NOT_FOUND_SUBJECT, movieIdOf, movieSubject } from '@marquee/contracts';
import { NotFoundPage } from '../not-found-page.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { moviePageMessages as m } from './movie.messages.ts';

export function Component() {
  const movieId = movieIdOf(useParams().movieId);
  const t = useT();
  const movie = useMovie(movieId);
  const credits = useMovieCredits(movieId);
  // The user's own rating (the Rating section reads the same query): a new diary entry starts from it.
  const ownRating =
    useQuery({ ...userRatingQueryOptions(movieId), enabled: movieId > 0 }).data?.rating ?? null;
  const ref = movie.data ? toMovieRef(movie.data) : undefined;
  useLogVisit(ref);
  const missing = !movieId || (movie.error instanceof ApiError && movie.error.status === 404);
  useDocumentTitle(
    movie.data ? movieSubject(movie.data) : missing || movie.isError ? MOVIE_NOT_FOUND_SUBJECT : undefined,
  );

  if (missing) return <NotFoundPage title={t(m.movieNotFound)} hint={t(m.noMovieWithId)} />;
  if (movie.isPending) return <Spinner fullScreen label={t(m.loadingMovie)} />;
  if (movie.isError || !ref) {
    return (
      <div className="page-container py-16">
        <h1 className="sr-only">{t(m.movie)}</h1>
        <ErrorMessage message={errorText(movie.error)} />
      </div>
    );
  }

  return (
    <article key={movieId}>
      <MovieHero
        movie={movie.data}
        crew={credits.data?.crew}
        actions={
          <>
            <LikeButton movie={ref} variant="full" />
            <WatchStatusButtons movie={ref} />
            <AddToPlaylistButton movie={ref} variant="full" />
            <MovieDiary movie={ref} ownRating={ownRating} />
          </>
        }
      />
      <WhereToWatchSection movieId={movie.data.id} />
      <FriendsWhoWatchedSlot tmdbId={movie.data.id} />
      <MovieSection title={t(m.genres)}>
        <GenreLinks genres={movie.data.genres} />
      </MovieSection>
      <MovieSection title={t(m.productionCompanies)}>
        <ProductionCompanies companies={movie.data.production_companies} />
      </MovieSection>
      <MovieSection title={t(m.cast)}>
        {credits.isPending ? (
          <div className="flex gap-4">
            {Array.from({ length: 6 }, (_, index) => (
              <TextSkeleton key={index} className="aspect-square w-24 shrink-0 rounded-full md:w-28" />
            ))}
          </div>
        ) : credits.isError ? (
          <ErrorMessage message={errorText(credits.error)} className="justify-start" />
        ) : (
          <CastRow cast={credits.data.cast} />
        )}
      </MovieSection>
      <div className="page-container mt-10 flex flex-col gap-10">
        <RecommendationsSection movie={ref} renderActions={renderMovieCardActions} />
        <RatingSection movie={ref} />
        <CommentsSection movie={ref} />
      </div>
    </article>
  );
}
