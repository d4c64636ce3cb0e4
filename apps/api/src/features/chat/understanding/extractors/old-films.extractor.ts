/**
 * Old films turned down: 'not too old', 'nicht so alte', 'pas trop vieux', 'no muy antiguas', 'niente di vecchio in
 * bianco e nero', 'nada muito antigo'. Every language reads it the same way: films from NOT_OLD_FROM on.
 */
import { anyOf } from '../lexicons/all-languages.ts';

/** The first year of the films no one calls old. */
export const NOT_OLD_FROM = 1990;

/** Words calling films old, classics among them ('keine alten Klassiker', 'pas de vieux classiques'). */
const OLD = new RegExp(
  String.raw`(?<![\p{L}'-])${anyOf((lexicon) => [...lexicon.phrases.oldFilms, ...lexicon.phrases.classics])}(?![\p{L}'-])`,
  'gu',
);

/**
 * The words calling films old when one of them is turned down ('niente di vecchio in bianco e nero': both say the
 * same films), or undefined.
 */
export function oldFilmsRefused(
  text: string,
  negatedAt: (text: string, index: number) => boolean,
): string[] | undefined {
  const said = [...text.matchAll(OLD)];
  return said.some((match) => negatedAt(text, match.index)) ? said.map((match) => match[0]) : undefined;
}
