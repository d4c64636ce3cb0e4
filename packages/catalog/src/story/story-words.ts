/**
 * The words a film's own text and a story told of it are compared by: lower-case, accent-free stems of three
 * letters or more.
 */

/** Three letters hold telling words too ('rat', 'boy', 'spy'); shorter ones are joining words or initials. */
export const MIN_STORY_WORD_LENGTH = 3;

/**
 * Accent-free word stems: 'tunnel', 'tunnels' and 'tunneling' meet at 'tunnel'; 'escape' and 'escapes' at 'escap';
 * a plural in 'ies' at its 'y' ('memories' and 'memory', 'cities' and 'city'; 'ties' and 'lies' are too short for
 * it); British and American spellings at one ('neighbours' and 'neighbor', 'colour' and 'color': an 'our' after
 * three letters or more is 'or', which 'your', 'hour' and 'flour' are too short for).
 */
export const storyStem = (word: string) =>
  word
    .replace(/(?<=\p{L}{3})ies$/u, 'y')
    .replace(/(?:ing|ed|es|s)$/, '')
    .replace(/e$/, '')
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
