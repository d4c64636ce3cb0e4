import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovieDetails } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usCertification } from '../lib/us-certification.ts';

/**
 * The movie with TMDB's `release_dates` appended, for its US age rating. A query of its own, not the page's
 * movie query: that one is the answer the server embeds in the page, and the rating is an extra the page can
 * show a moment later (or never, when the catalog has none).
 */
export const movieCertificationQueryOptions = (movieId: number) =>
  queryOptions({
    queryKey: ['catalog', 'movie', movieId, 'release_dates'],
    queryFn: ({ signal }) =>
      apiRequest<MovieDetails>(`api/tmdb/movie/${movieId}?append_to_response=release_dates`, { signal }),
    select: (movie) => usCertification(movie.release_dates),
  });

/** The movie's US age rating ('PG-13'), null when it has none. */
export function useMovieCertification(movieId: number) {
  return useQuery({ ...movieCertificationQueryOptions(movieId), enabled: movieId > 0 });
}
