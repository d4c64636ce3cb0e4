import { useQuery } from '@tanstack/react-query';
import { catalogApiPaths, type MovieCredits, type MovieDetails } from '@marquee/contracts';
import { catalogQueryOptions } from '../../../lib/catalog-query.ts';
import { catalogQueryKeys } from '../../../lib/catalog-query-keys.ts';

export const movieQueryOptions = (movieId: number) =>
  catalogQueryOptions<MovieDetails>(catalogQueryKeys.movie(movieId), catalogApiPaths.movie(movieId));

export const movieCreditsQueryOptions = (movieId: number) =>
  catalogQueryOptions<MovieCredits>(
    catalogQueryKeys.movieCredits(movieId),
    catalogApiPaths.movieCredits(movieId),
  );

export function useMovie(movieId: number) {
  return useQuery({ ...movieQueryOptions(movieId), enabled: movieId > 0 });
}

export function useMovieCredits(movieId: number) {
  return useQuery({ ...movieCreditsQueryOptions(movieId), enabled: movieId > 0 });
}
