import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MovieListPage } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const genreMoviesQueryOptions = (genreId: number, page: number) =>
  queryOptions({
    queryKey: ['catalog', 'genre', genreId, page],
    queryFn: ({ signal }) =>
      apiRequest<MovieListPage>(`api/tmdb/discover/movie?with_genres=${genreId}&page=${page}`, { signal }),
  });

export function useGenreMovies(genreId: number, page: number) {
  return useQuery({ ...genreMoviesQueryOptions(genreId, page), placeholderData: keepPreviousData });
}
