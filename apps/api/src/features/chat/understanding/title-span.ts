/**
 * The words a title was typed with, found again around the words the grammar left over: the grammar drops
 * articles and joins ('el padrino' leaves 'padrino', 'back to the future' leaves 'back future'), and a title, in
 * English or in the user's language, is only found whole.
 */
import { anyOf, entriesOf } from './lexicons/all-languages.ts';
import { normalizeText } from './text.ts';

/** Words a title may start with before its first left-over word ('el', 'the', 'der'). */
const MOST_WORDS_BEFORE = 2;

/**
 * The message's own words from the first left-over word to the last, with up to two words before them: fewest
 * first, each different from the left-over words themselves. Empty when a left-over word is not in the message.
 */
export function titleSpans(message: string, leftover: string): string[] {
  const words = normalizeText(message)
    .replace(/[?!.,;:¿¡"]/g, ' ')
    .split(' ')
    .filter(Boolean);
  const left = leftover.split(' ').filter(Boolean);
  const start = words.indexOf(left[0] ?? '');
  const end = words.lastIndexOf(left.at(-1) ?? '');
  if (start < 0 || end < start) return [];
  const spans = [];
  for (let before = 0; before <= Math.min(MOST_WORDS_BEFORE, start); before++)
    spans.push(words.slice(start - before, end + 1).join(' '));
  return [...new Set(spans)].filter((span) => span !== leftover);
}

/** 'parte 2', 'teil zwei', 'part two', '3': a sequel's number after a title, with a word naming the part or none. */
const SEQUEL_NUMBER = new RegExp(
  String.raw`^(?:${anyOf((lexicon) => lexicon.sequelParts)} )?(?:[2-9]|${Object.keys(
    entriesOf((lexicon) => lexicon.numbers),
  ).join('|')})(?= |$)`,
);

/**
 * 'duna parte 2', 'dune 2', 'der pate teil zwei': the spans of {@link titleSpans} (and the left-over words) going on
 * with the sequel's number typed after them, which the grammar reads apart (a count); none when no number follows.
 */
export function numberedSpans(message: string, leftover: string): string[] {
  const words = normalizeText(message)
    .replace(/[?!.,;:¿¡"]/g, ' ')
    .split(' ')
    .filter(Boolean);
  const last = leftover.split(' ').filter(Boolean).at(-1);
  const end = last === undefined ? -1 : words.lastIndexOf(last);
  const number = end < 0 ? undefined : SEQUEL_NUMBER.exec(words.slice(end + 1).join(' '))?.[0];
  return number ? [leftover, ...titleSpans(message, leftover)].map((span) => `${span} ${number}`) : [];
}
