/**
 * A quality wished of a film ('a movie with a great ending', 'films with a twist ending', 'un film con un gran
 * finale', 'des films avec une fin surprenante'): films that have it are asked for, no film told by its story, and
 * its words are no topic or name to look for.
 */
import { listOf } from '../lexicons/all-languages.ts';

const WISHES = listOf((lexicon) => lexicon.qualityWishes).map(
  (wish) =>
    new RegExp(String.raw`(?<![\p{L}'])(?:${wish})(?:(?: [\p{L}'-]+)?(?=[\s.,;!?]*$))?(?![\p{L}'])`, 'gu'),
);

/** Whether the message (lower case, accent-free) wishes its film a quality. */
export const wishesAQuality = (text: string) => WISHES.some((wish) => text.search(wish) !== -1);

/** The words of the qualities the message wishes (and a word closing one: 'une fin surprenante', 'final chocante'). */
export const qualityWishWords = (text: string) =>
  new Set(WISHES.flatMap((wish) => [...text.matchAll(wish)].flatMap((match) => match[0].split(' '))));
