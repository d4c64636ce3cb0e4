import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovieSummary, PersonMovieCredits } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A person's films: those they directed and those they acted in, each film once per list. */
export interface PersonMovies {
  directed: MovieSummary[];
  acted: MovieSummary[];
  /** Every film, once (a director who also acts in their own film counts it once). */
  count: number;
}

const uniqueMovies = <T extends MovieSummary>(movies: T[]) =>
  movies.filter((movie, index, all) => all.findIndex((other) => other.id === movie.id) === index);

export const personMoviesQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: ['catalog', 'person', personId, 'movies'],
    queryFn: ({ signal }) =>
      apiRequest<PersonMovieCredits>(`api/tmdb/person/${personId}/movie_credits`, { signal }),
    // A person credited twice in one film (two roles) is one card.
    select: (credits): PersonMovies => {
      const acted = uniqueMovies(credits.cast);
      const directed = uniqueMovies(credits.crew.filter((movie) => movie.job === 'Director'));
      return { acted, directed, count: new Set([...acted, ...directed].map((movie) => movie.id)).size };
    },
  });

export function usePersonMovies(personId: number) {
  return useQuery(personMoviesQueryOptions(personId));
}
