import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovieCredits, MovieDetails } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const movieQueryOptions = (movieId: number) =>
  queryOptions({
    queryKey: ['catalog', 'movie', movieId],
    queryFn: ({ signal }) => apiRequest<MovieDetails>(`api/tmdb/movie/${movieId}`, { signal }),
  });

export const movieCreditsQueryOptions = (movieId: number) =>
  queryOptions({
    queryKey: ['catalog', 'movie', movieId, 'credits'],
    queryFn: ({ signal }) => apiRequest<MovieCredits>(`api/tmdb/movie/${movieId}/credits`, { signal }),
  });

export function useMovie(movieId: number) {
  return useQuery({ ...movieQueryOptions(movieId), enabled: movieId > 0 });
}

export function useMovieCredits(movieId: number) {
  return useQuery({ ...movieCreditsQueryOptions(movieId), enabled: movieId > 0 });
}
