import { entriesOf } from './lexicons/all-languages.ts';

const SPELLINGS = entriesOf((lexicon) => lexicon.spellings);
const TYPED = new RegExp(String.raw`(?<![\p{L}'])(?:${Object.keys(SPELLINGS).join('|')})(?![\p{L}'])`, 'gu');

/** Common typed forms read as their usual spelling ('dont' -> "don't", 'gimme' -> 'give me'), from the lexicons. */
export function respell(normalized: string): string {
  return normalized.replace(TYPED, (word) => SPELLINGS[word] ?? word);
}
