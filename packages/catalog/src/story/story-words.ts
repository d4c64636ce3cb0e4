/**
 * The words a film's own text and a story told of it are compared by: lower-case, accent-free stems of three
 * letters or more.
 */

/** Three letters hold telling words too ('rat', 'boy', 'spy'); shorter ones are joining words or initials. */
export const MIN_STORY_WORD_LENGTH = 3;

/** A stem keeps a vowel: 'king', 'ring', 'sled' and 'bed' are no 'k', 'r', 'sl' or 'b' with an ending. */
const HAS_VOWEL = /[aeiou]|(?<=.)y/;

/**
 * The ending a stem loses, if what is left keeps a vowel: -ing, -ed (not of 'seed', 'need'), -es, or -s (not of
 * 'bus', 'glass', 'tennis'); else a last 'e' ('escape' is 'escap' as 'escapes' is, 'see' is 'se' as 'sees' is).
 */
function withoutEnding(word: string): string {
  const ending = /(?:ing|ed|es|s)$/.exec(word);
  const rest = ending ? word.slice(0, ending.index) : '';
  const kept =
    !ending ||
    !HAS_VOWEL.test(rest) ||
    (ending[0] === 'ed' && rest.endsWith('e')) ||
    (ending[0] === 's' && /[sui]$/.test(rest));
  if (kept) return word.replace(/e$/, '');
  // 'running' is 'run', 'sledding' 'sled'; 'killing' keeps the 'll' 'kill' has, and 'dogged' is no 'dog'.
  return ending[0] === 'ing' ? rest.replace(/([bdgkmnprtvz])\1$/, '$1') : rest;
}

/**
 * Accent-free word stems: 'tunnel', 'tunnels' and 'tunneling' meet at 'tunnel'; 'escape' and 'escapes' at 'escap';
 * 'running' and 'runs' at 'run' (a last letter doubled before -ing is one); 'dies', 'died', 'dying' and 'die' at 'di';
 * 'studies', 'studied', 'studying' and 'study' at 'studi', as 'movies' and 'movie' at 'movi' (a 'y' after a
 * consonant ends as 'i', not in 'sky' or 'spy'); a word whose ending would leave no vowel is whole ('king', 'ring',
 * 'sled', 'bed'); British and American spellings at one ('neighbours' and 'neighbor', 'colour' and 'color': an
 * 'our' after three letters or more is 'or', which 'your', 'hour' and 'flour' are too short for).
 */
export const storyStem = (word: string) =>
  withoutEnding(word.replace(/(?<=^\p{L})ying$/u, 'ie').replace(/(?<=\p{L}{2})(?:ying|ie[sd])$/u, 'y'))
    .replace(/(?<=\p{L}{2}[^aeiou])y$/u, 'i')
    .replace(/(?<=\p{L}{3})our/u, 'or');

/** Lower case without accents ('Amélie' -> 'amelie'). */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The text's words of three letters or more, as stems, in order (repeats kept). */
export function storyWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_STORY_WORD_LENGTH)
    .map(storyStem);
}
