/**
 * 'will smith comedies', 'fritz lang films': the catalog people a message names in full are held out of the grammar's
 * reach while it reads the message ('will' is no wish, 'lang' no German 'long'), each as one word no lexicon holds,
 * and given back to whatever the reading put them in (the leftover, a person, a theme).
 */
import { normalizeText } from './text.ts';

export const STAND_IN = 'zxheldname';
/** A name's stand-in has as many words as the name ('what did x and y do together' reads two-word names). */
const STAND_INS = new RegExp(`${STAND_IN}([a-z])(?: ${STAND_IN}\\1)*`, 'g');

/** The held names a text holds, each once, as their stand-ins. */
export const heldNamesIn = (text: string): string[] => [
  ...new Set([...text.matchAll(STAND_INS)].map((match) => match[0])),
];

export interface HeldNames {
  text: string;
  /** The value with each stand-in put back as the name it holds. */
  giveBack<T>(value: T): T;
}

export function holdNames(normalized: string, names: readonly string[]): HeldNames {
  // The longest first: 'max von sydow' holds 'von sydow'.
  const held = [...new Set(names.map(normalizeText))].sort((a, b) => b.length - a.length);
  let text = normalized;
  const kept: string[] = [];
  for (const name of held) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // "lang's films": a possessive ends the name.
    const at = new RegExp(`(?<![\\p{L}'-])${escaped}(?![\\p{L}-]|'(?!s(?![\\p{L}])))`, 'gu');
    if (!at.test(text)) continue;
    const standIn = STAND_IN + String.fromCharCode(97 + kept.length);
    text = text.replace(at, name.split(' ').fill(standIn).join(' '));
    kept.push(name);
  }
  const giveBackText = (value: string) =>
    value.replace(STAND_INS, (stand, letter: string) => kept[letter.charCodeAt(0) - 97] ?? stand);
  const giveBack = <T>(value: T): T => {
    if (!kept.length) return value;
    if (typeof value === 'string') return giveBackText(value) as T;
    if (Array.isArray(value)) return value.map(giveBack) as T;
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, giveBack(field)])) as T;
    return value;
  };
  return { text, giveBack };
}
