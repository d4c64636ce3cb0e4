import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApiPaths, type MovieCredits, type MovieDetails } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const movieQueryOptions = (movieId: number) =>
  queryOptions({
    queryKey: ['catalog', 'movie', movieId],
    queryFn: ({ signal }) => apiRequest<MovieDetails>(catalogApiPaths.movie(movieId), { signal }),
  });

export const movieCreditsQueryOptions = (movieId: number) =>
  queryOptions({
    queryKey: ['catalog', 'movie', movieId, 'credits'],
    queryFn: ({ signal }) => apiRequest<MovieCredits>(catalogApiPaths.movieCredits(movieId), { signal }),
  });

export function useMovie(movieId: number) {
  return useQuery({ ...movieQueryOptions(movieId), enabled: movieId > 0 });
}

export function useMovieCredits(movieId: number) {
  return useQuery({ ...movieCreditsQueryOptions(movieId), enabled: movieId > 0 });
}
