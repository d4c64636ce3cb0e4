/**
 * People a message avoids: 'nothing directed by Nolan', 'no Adam Sandler movies', 'without Tom Cruise'. Names are
 * candidates only: retrieval keeps those the catalog confirms as people.
 */
import type { PersonRole } from '../chat-query.ts';
import { alternationOf, anyOf } from '../lexicons/all-languages.ts';

const ROLE_WORDS = alternationOf((lexicon) => [
  ...(lexicon.roles?.director ?? []),
  ...(lexicon.roles?.cast ?? []),
  ...(lexicon.roles?.any ?? []),
]);
const DIRECTOR = new RegExp(`^(?:${alternationOf((lexicon) => lexicon.roles?.director)})$`);
const CAST = new RegExp(`^(?:${alternationOf((lexicon) => lexicon.roles?.cast)})$`);
const AVOIDED = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.negations)})\s+(?:${anyOf((lexicon) => lexicon.phrases.avoidedPersonGaps)}\s+){0,2}(${ROLE_WORDS})?\s*([a-z][a-z'.-]*(?: [a-z][a-z'.-]*){0,3})`,
  'g',
);

export interface AvoidedPerson {
  name: string;
  role: PersonRole;
  /** A role word came before the name ('by', 'with'): a single word may be a name then. */
  marked: boolean;
}

export function extractAvoidedPeople(
  text: string,
  cleanName: (raw: string) => string | undefined,
): AvoidedPerson[] {
  const found: AvoidedPerson[] = [];
  for (const match of text.matchAll(AVOIDED)) {
    const marker = match[1];
    const name = cleanName(match[2] ?? '');
    if (!name) continue;
    if (!marker && name.split(' ').length < 2) continue;
    const role: PersonRole =
      marker && DIRECTOR.test(marker) ? 'director' : marker && CAST.test(marker) ? 'cast' : 'any';
    found.push({ name, role, marked: Boolean(marker) });
  }
  return found;
}
