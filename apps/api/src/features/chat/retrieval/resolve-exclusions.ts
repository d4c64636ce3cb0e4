/** Names and titles a request avoids, confirmed by the catalog; unknown ones exclude nothing. */
import type { MovieQuery } from '../understanding/chat-query.ts';
import type { MovieTools } from './movie-tools.ts';
import type { ResolvedExclusions } from './query-filter.ts';

export async function resolveExclusions(
  query: MovieQuery,
  tools: MovieTools,
  seen: Iterable<number>,
): Promise<ResolvedExclusions> {
  const [people, titles] = await Promise.all([
    Promise.all(query.avoidPeople.map((person) => tools.findPerson(person.name, person.role))),
    Promise.all(query.avoidTitles.map((title) => tools.findTitle(title))),
  ]);
  return {
    personIds: people.flatMap((person) => (person ? [person.id] : [])),
    movieIds: [...titles.flatMap((movie) => (movie ? [movie.id] : [])), ...seen],
  };
}
