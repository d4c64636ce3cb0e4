/**
 * A wish about how the film ends: 'a dog movie, but one where the dog doesn't die', 'una de caballos donde el caballo
 * no muere', 'wo niemand stirbt'. It tells no story to identify (its 'where' is no story cue) and names no film: the
 * one who should live stays in the message as what the film is about, and films of grief and death are left out.
 */
import { listOf } from '../lexicons/all-languages.ts';

const WISHES = listOf((lexicon) => lexicon.endingWishes).map(
  (wish) => new RegExp(String.raw`(?<![\p{L}'])(?:${wish})(?![\p{L}'])`, 'gu'),
);

/** Catalog keywords of films that end in grief, left out when the wish is said. */
export const GRIEF_KEYWORDS = [
  'dying and death',
  'death of pet',
  'death of a pet',
  'death of a dog',
  'animal death',
  'tragic ending',
  'tearjerker',
  'death of a child',
  'terminal illness',
];

/** The message with its ending wish said as its subject alone; undefined when it says none. */
export function endingWishIn(text: string): { text: string } | undefined {
  let said = false;
  const rest = WISHES.reduce(
    (current, wish) =>
      current.replace(wish, (...args: unknown[]) => {
        said = true;
        const groups = args.at(-1) as { subject?: string } | undefined;
        return ` ${groups?.subject ?? ''} `;
      }),
    text,
  );
  return said ? { text: rest.replace(/\s+/g, ' ').trim() } : undefined;
}
