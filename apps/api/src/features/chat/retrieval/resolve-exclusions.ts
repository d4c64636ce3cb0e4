/** Names and titles a request avoids, confirmed by the catalog; unknown ones exclude nothing. */
import type { MovieQuery } from '../understanding/chat-query.ts';
import { normalizeText } from '../understanding/text.ts';
import type { MovieTools } from './movie-tools.ts';
import { filmsOfTitlesLeftOut } from './titles-left-out.ts';
import type { ResolvedExclusions } from './query-filter.ts';

/**
 * The catalog person a name turned down is; one word only when it is one of their name's words as written ('no
 * hanks' is Tom Hanks, 'nothing with clowns' is not Nick Laird-Clowes).
 */
async function avoidedPerson(tools: MovieTools, { name, role }: MovieQuery['avoidPeople'][number]) {
  const person = await tools.findPerson(name, role);
  if (!person || name.includes(' ')) return person;
  return normalizeText(person.name)
    .split(/[^\p{L}\p{N}']+/u)
    .includes(name)
    ? person
    : undefined;
}

export async function resolveExclusions(
  query: MovieQuery,
  tools: MovieTools,
  seen: Iterable<number>,
): Promise<ResolvedExclusions> {
  const [people, titles] = await Promise.all([
    Promise.all(query.avoidPeople.map((person) => avoidedPerson(tools, person))),
    filmsOfTitlesLeftOut(tools, query.avoidTitles),
  ]);
  return {
    personIds: people.flatMap((person) => (person ? [person.id] : [])),
    movieIds: [...titles, ...seen],
  };
}
