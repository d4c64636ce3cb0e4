import { LEXICONS } from '../lexicons/registry.ts';

/** How many films a message asks for: 'three comedies', 'a couple of thrillers', 'a horror movie', 'top 10'. */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  ek: 1,
  do: 2,
  teen: 3,
  char: 4,
  paanch: 5,
};

for (const lexicon of LEXICONS) Object.assign(NUMBER_WORDS, lexicon.numbers);
const WORD = Object.keys(NUMBER_WORDS).join('|');
/** A number right before what is counted: 'three comedies', '2 horror films', 'top 5'. */
const COUNTED = new RegExp(
  String.raw`\b(?:top |give me |show me |recommend |suggest |need |want |quiero |dame )?(\d{1,2}|${WORD})\s+(?:(?!kids?\b|children\b|years?\b|hours?\b|minutes?\b|people\b|friends?\b|of us\b|anos\b)[\p{L}-]+\s+){0,2}(?:movies?|films?|flicks?|picks?|options?|ones?|suggestions?|recommendations?|peliculas?|pelis?|filmes?|comed(?:y|ies)|thrillers?|documentar(?:y|ies)|westerns?|dramas?|horrors?|comedias?|titles?|more|others?|mas|otras|\p{L}+filme?n?|(?:de |of |di |des )?(?:terror|horror|miedo|accion|action|animation|animacion|romance|romantic[ao]s?|sci-?fi|war|guerra|crime|misterio|mystery|fantasy|fantasia))\b`,
  'u',
);
const TOP = /\btop (\d{1,2}|three|five|ten)\b/;
const COUPLE =
  /\b(?:a couple of|a couple (?=(?:[\p{L}-]+ )?(?:movies|films|ones|picks))|a pair of|un par de)/u;
const FEW = /\b(?:a few|some|unas cuantas|algunas)\b/;
/**
 * 'recommend a movie', 'give me one film', 'quiero una pelicula': one film. A bare 'a french film' names a kind of
 * film, not a count, so it keeps the default list.
 */
const ONE =
  /\b(?:recommend(?: me)?|suggest|pick|choose|find(?: me)?|give me|show me|quiero|busco|dame|recomiendame|muestrame|just|only|solo)\s+(?:a|an|one|a single|una|un|uno|ek)\s+(?:(?!of\b)[\p{L}-]+\s+){0,3}?(?:movie|film|flick|pick|pelicula|peli|comedy|thriller|documentary|western|drama|comedia|horror movie)\b(?!s)/u;
/** 'just two', 'only 3' (after a list: the size of the next one). */
const JUST_N = new RegExp(
  String.raw`\b(?:just|only|solo|nur|seulement)\s+(\d{1,2}|${WORD})\b(?!\s*(?:years?|hours?|minutes?|mins?))`,
);
const JUST_ONE = /\b(?:just|only) one\b|\bone (?:movie|film) only\b|\bsolo una\b/;

/** The count asked for, between 1 and 10, or undefined when the message names none. */
export function extractCount(text: string): number | undefined {
  if (JUST_ONE.test(text)) return 1;
  const top = TOP.exec(text);
  const counted = top ?? COUNTED.exec(text) ?? JUST_N.exec(text);
  if (counted) {
    const raw = counted[1]!;
    const value = NUMBER_WORDS[raw] ?? Number(raw);
    // '80s' or '2 hours' are not counts; a number bigger than 10 asks for a long list we cap.
    if (Number.isInteger(value) && value >= 1) return Math.min(value, 10);
  }
  if (COUPLE.test(text)) return 2;
  if (ONE.test(text) && !FEW.test(text)) return 1;
  return undefined;
}
