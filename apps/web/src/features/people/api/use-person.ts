import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonDetails, PersonMovieCredits } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const personQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: ['catalog', 'person', personId],
    queryFn: ({ signal }) => apiRequest<PersonDetails>(`api/tmdb/person/${personId}`, { signal }),
  });

export const personCreditsQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: ['catalog', 'person', personId, 'movies'],
    queryFn: ({ signal }) =>
      apiRequest<PersonMovieCredits>(`api/tmdb/person/${personId}/movie_credits`, { signal }),
  });

/** Who the person is: name, photo, known-for department and, from TMDB itself, biography, birthday, birthplace. */
export function usePerson(personId: number) {
  return useQuery({ ...personQueryOptions(personId), enabled: personId > 0 });
}

/** Every film the person acted in or worked on, TMDB's /person/{id}/movie_credits. */
export function usePersonCredits(personId: number) {
  return useQuery({ ...personCreditsQueryOptions(personId), enabled: personId > 0 });
}
