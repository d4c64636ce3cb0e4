import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonMovieCredits } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const personMoviesQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: ['catalog', 'person', personId, 'movies'],
    queryFn: ({ signal }) =>
      apiRequest<PersonMovieCredits>(`api/tmdb/person/${personId}/movie_credits`, { signal }),
    // A person credited twice in one film (two roles) is one card.
    select: (credits) =>
      credits.cast.filter((movie, index, all) => all.findIndex((other) => other.id === movie.id) === index),
  });

export function usePersonMovies(personId: number) {
  return useQuery(personMoviesQueryOptions(personId));
}
