/**
 * Subjects no film answers, in every registered language: the weather, a recipe, sums, a match's score. The intent
 * router's encoder is English-trained and scores these low in other languages; named outright, they are plain.
 */
import { anyOf } from '../lexicons/all-languages.ts';

const SUBJECT = new RegExp(String.raw`\b${anyOf((lexicon) => lexicon.smallTalk?.offTopic)}\b`);
/** A message that names films at all ('a film about the weather') is about films. */
const FILM_WORDS = /\b(?:movies?|films?|filmes?|peliculas?|pelis?|kino)\b/;

/** Whether a normalized message asks about a subject no film answers and names no film. */
export const asksOffTopic = (text: string) => SUBJECT.test(text) && !FILM_WORDS.test(text);
