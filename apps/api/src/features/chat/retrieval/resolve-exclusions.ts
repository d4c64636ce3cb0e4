/** Names and titles a request avoids, confirmed by the catalog; unknown ones exclude nothing. */
import type { MovieQuery } from '../understanding/chat-query.ts';
import { normalizeText, sameTitle } from '../understanding/text.ts';
import { titleOfAlias } from '../understanding/title-aliases.ts';
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

/**
 * 'kein Harry Potter', 'no star wars please': a name turned down that no one in the catalog has may be a title, and
 * then the films of its series go with it. Only a title named exactly counts: 'no clowns' leaves no 'Clownhouse' out.
 */
async function filmsOfAvoidedName(tools: MovieTools, name: string): Promise<number[]> {
  const [film, series] = await Promise.all([tools.findTitle(name), tools.findSeries(name)]);
  const named = film && (sameTitle(film.title, name) || titleOfAlias(name)) ? [film.id] : [];
  return [...named, ...series.map((movie) => movie.id)];
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
  const unknown = query.avoidPeople.filter((_, index) => !people[index]);
  const namedFilms = await Promise.all(unknown.map(({ name }) => filmsOfAvoidedName(tools, name)));
  return {
    personIds: people.flatMap((person) => (person ? [person.id] : [])),
    movieIds: [...new Set([...titles, ...namedFilms.flat()]), ...seen],
  };
}
