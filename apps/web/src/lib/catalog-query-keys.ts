/**
 * Cache keys of catalog answers that more than one feature reads: the movie page fetches a movie under its key,
 * and the assistant reads the same entry to know which movie the user is looking at.
 */
export const catalogQueryKeys = {
  movie: (movieId: number) => ['catalog', 'movie', movieId] as const,
  movieCredits: (movieId: number) => ['catalog', 'movie', movieId, 'credits'] as const,
};
