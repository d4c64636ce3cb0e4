import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { signedInRequest } from '../../../lib/signed-in-request.ts';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { visitsQueryOptions } from './use-visits.ts';

/** Visiting the movie page logs a signed-in user's visit; a visitor's is not asked for. */
export function useLogVisit(movie: MovieRef | undefined): void {
  const queryClient = useQueryClient();
  const movieId = movie?.id;
  useEffect(() => {
    if (movieId === undefined) return;
    signedInRequest(queryClient, 'api/visits', { method: 'POST', body: { tmdb_id: movieId } }).then(
      () => queryClient.invalidateQueries({ queryKey: visitsQueryOptions.queryKey }),
      () => undefined,
    );
  }, [movieId, queryClient]);
}
