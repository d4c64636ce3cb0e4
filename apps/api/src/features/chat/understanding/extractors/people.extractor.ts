/**
 * People a message avoids: 'nothing directed by Nolan', 'no Adam Sandler movies', 'without Tom Cruise'. Names are
 * candidates only: retrieval keeps those the catalog confirms as people.
 */
import type { PersonRole } from '../chat-query.ts';

const AVOIDED =
  /\b(?:no|not|nothing|without|except|avoid|anything but|but not|hate|minus|skip|don't want|dont want|do not want|not into|tired of|sin|nada|ni|pas de|sans|ohne|kein(?:e|en)?|senza|sem)\s+(?:(?:a|an|the|any(?:thing)?|more|movies?|films?|one|stuff|else)\s+){0,2}(directed by|by|from|with|starring|featuring|dirigidas? por|de|con)?\s*([a-z][a-z'.-]*(?: [a-z][a-z'.-]*){0,3})/g;

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
      marker && /direct|dirig/.test(marker)
        ? 'director'
        : marker && /with|starring|featuring|con/.test(marker)
          ? 'cast'
          : 'any';
    found.push({ name, role, marked: Boolean(marker) });
  }
  return found;
}
