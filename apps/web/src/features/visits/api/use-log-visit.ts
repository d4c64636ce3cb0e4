import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { visitsQueryOptions } from './use-visits.ts';

/** Visiting the movie page logs a visit (spec section 2). A visitor's 401 is expected and ignored. */
export function useLogVisit(movie: MovieRef | undefined): void {
  const queryClient = useQueryClient();
  const movieId = movie?.id;
  useEffect(() => {
    if (movieId === undefined) return;
    apiRequest('api/visits', { method: 'POST', body: { tmdb_id: movieId } }).then(
      () => queryClient.invalidateQueries({ queryKey: visitsQueryOptions.queryKey }),
      () => undefined,
    );
  }, [movieId, queryClient]);
}
