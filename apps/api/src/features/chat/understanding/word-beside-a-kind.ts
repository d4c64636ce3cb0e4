import type { MovieQuery } from './chat-query.ts';
import { asksEitherKind } from './extractors/count.extractor.ts';
import { lexiconHolds } from './extractors/language.extractor.ts';
import { GENRE_WORDS } from './lexicon.ts';
import { normalizeText } from './text.ts';

/** Shorter words beside a kind are no subject of their own ('war', 'old'). */
const KINDS = GENRE_WORDS.map(({ pattern }) => pattern.source).join('|');
/** 'movies', 'films', 'filmes', 'pelis', 'Filme', 'pellicole': the film nouns after a kind's name. */
const FILM_NOUN = String.raw`(?:movies?|films?|flicks?|filmes?|filmen?|peliculas?|pelis?|pellicol[ae])`;
/**
 * The words that join a subject to the kind it is said after: prepositions and articles, in English ('about the'),
 * Spanish ('sobre', 'en la'), French ('sur la', 'du'), German ('über den'), Portuguese ('do', 'sobre o') and Italian
 * ('sul', 'della').
 */
const LINK = String.raw`(?:about|on|of|with|in|set|the|sobre|de|del|en|con|el|la|los|las|sur|du|des|avec|au|aux|le|les|uber|ueber|von|mit|im|den|der|die|das|do|da|dos|em|no|na|nos|nas|com|o|os|as|a|su|sul|sulla|sui|di|della|nel|nella|il|lo|gli)`;

/**
 * Whether the word is said right beside a kind's name, as its subject: just before it ('vietnam war movies',
 * 'samurai action') or after it, its film noun and the words joining them ('scifi about mars', 'filmes de guerra do
 * Vietnã'); never a word of a clause of its own ('a thriller that keeps me…', 'a rough day, need something funny').
 */
function besideAKindsName(text: string, word: string, kinds: string): boolean {
  return new RegExp(
    String.raw`(?:\b${word} (?:${kinds})|(?:${kinds})(?: ${FILM_NOUN})?(?: ${LINK}){0,3} ${word}\b)`,
  ).test(text);
}

/**
 * The kinds a word may be said beside in this request: a genre's name, or with no genre a film noun when a mood or
 * years already say which films ('samurai films from the 60s', 'cozy heist movies'): the word is what they are about.
 */
function kindsOf(query: MovieQuery): string | undefined {
  if (query.genreIds.length) return KINDS;
  const bounded = query.mood || query.yearFrom !== undefined || query.yearTo !== undefined;
  return bounded ? FILM_NOUN : undefined;
}

/** Beside a film noun alone, a word the lexicons hold is the request's own ('5 classic movies from the 50s'). */
const subjectBeside = (word: string, kinds: string) => kinds !== FILM_NOUN || !lexiconHolds(word);
const MIN_SUBJECT_LENGTH = 4;

/**
 * One word no slot read, said beside a kind ('vietnam war movies', 'samurai action', 'filmes de guerra do Vietnã'),
 * or offered instead of a theme ('dinosaurs or monsters'): maybe the films' subject. Beside a mood alone it is more
 * often a word of its own ('a real nail biter'). Returned as typed, accents kept ('vietnã'), for the answer to weigh
 * against the catalog's own words (answers/word-as-theme.ts); filler is read out of the leftover before.
 */
export function wordBesideAKind(
  query: MovieQuery,
  leftover: string,
  raw: string,
  asksAQuestion: boolean,
): string | undefined {
  const words = leftover.split(' ').filter(Boolean);
  if (words.length !== 1 || asksAQuestion) return undefined;
  if (query.theme || query.likeTitle || query.person || query.forAGroup || query.moreLikeThis)
    return undefined;
  // Beside a theme, only another one offered instead ('dinosaurs or monsters'): 'robots with feelings' wants robots.
  const kinds = kindsOf(query);
  const besideAKind = query.keywordThemes.length
    ? asksEitherKind(normalizeText(raw))
    : kinds !== undefined &&
      besideAKindsName(
        normalizeText(raw)
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim(),
        leftover,
        kinds,
      );
  const word = words[0]!;
  if (!besideAKind || word.length < MIN_SUBJECT_LENGTH || /[^\p{L}]/u.test(word)) return undefined;
  if (kinds && !subjectBeside(word, kinds)) return undefined;
  return raw.match(/\p{L}+/gu)?.find((typed) => normalizeText(typed) === word) ?? word;
}
