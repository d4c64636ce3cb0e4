/**
 * What a message turns down by name: films already seen or left out, series, kinds said through a film's name,
 * and plain things ('nothing with clowns').
 */
import {
  ARTICLES,
  FILLER,
  isLexiconWord,
  looksLikeTitle,
  namesAKindOnly,
  singular,
} from '../candidate-words.ts';
import type { MovieQuery } from '../chat-query.ts';
import { findAvoidedKinds } from '../extractors/avoided-kinds.extractor.ts';
import { extractLibrary, watchlistSetAside } from '../extractors/library.extractor.ts';
import { extractAvoidedTitles, withoutTitleLeftOut } from '../extractors/titles.extractor.ts';
import { findThemes } from '../keyword-themes.ts';
import { LANGUAGE_LEFT_OUT } from '../extractors/film-language.extractor.ts';
import { NOT_NAME_WORDS, ORIGINS } from '../lexicon.ts';
import { wordsOf } from '../lexicons/all-languages.ts';
import { wordPattern } from '../lexicons/phrase-patterns.ts';
import { AFTER_NEGATION_PHRASE, FILM_NOUN_WORD, negatedAt, NEGATION_WORDS } from '../negation.ts';
import { glossStory } from '../story-gloss/story-gloss.ts';
import { normalizeText } from '../text.ts';
import { seriesOfAlias, titleOfAlias } from '../title-aliases.ts';
import { LONGER_ALL, MILDER, SHORTER_ALL } from './change-words.ts';
import type { PromptReading } from './prompt-reading.ts';
import { pointsOnly } from './seeds.reading.ts';

/** 'nothing i've seen or already have on my watchlist': what follows joins what they have seen, turned down. */
const NEGATED_WITH_SEEN = new RegExp(
  String.raw`(?:${wordsOf((lexicon) => lexicon.negations)
    .map((word) => String.raw`\b${word}`)
    .join(
      '|',
    )})\s[^,.;!?]*\b(?:seen|watched|visto|vistas?|vus?|gesehen|geschaut|vi|assisti|guardato)\s[^,.;!?]*\b(?:or|nor|and|ni|y|o|ou|et|oder|noch|und|nem|e|ne)\s[^,.;!?]{0,30}$`,
);

/**
 * The user's own films first: 'like the last film I loved' names no title, 'from my watchlist' no theme. Titles left
 * out are taken out before anything else reads their words ('seen Alien' asks for no sci-fi).
 */
export function readLibraryAndAvoidedTitles(reading: PromptReading): void {
  const { query } = reading;
  const library = extractLibrary(reading.text);
  // 'a thriller, nothing on my watchlist': their watchlist left out, not picked from.
  const watchlist = library.watchlistAt !== undefined;
  query.avoidWatchlist =
    watchlist &&
    (negatedAt(reading.text, library.watchlistAt!) ||
      NEGATED_WITH_SEEN.test(reading.text.slice(0, library.watchlistAt!)) ||
      watchlistSetAside(reading.text, library.watchlistAt!));
  query.scope = watchlist && !query.avoidWatchlist ? 'watchlist' : library.rated ? 'rated' : 'catalog';
  query.rewatch = library.rewatch;
  query.likeLastLoved = library.likeLastLoved;
  if (library.likeLastSeen) query.likeLastSeen = true;
  if (library.likeLovedOnes) query.likeLovedOnes = true;
  reading.searchText = library.matched.reduce((result, words) => result.replace(words, ' '), reading.text);
  query.milder = MILDER.test(reading.searchText);
  if (reading.question) return;
  // 'zombies are not my thing': the words after 'not' turn the zombies down; they are no title. Nor is 'not quite
  // as long', 'non così lungo': a comparative with the seed.
  query.avoidTitles = extractAvoidedTitles(
    reading.searchText
      .replace(AFTER_NEGATION_PHRASE, ' ')
      .replace(LANGUAGE_LEFT_OUT, ' ')
      .replace(SHORTER_ALL, ' ')
      .replace(LONGER_ALL, ' '),
    (title) => looksLikeTitle(title) && !kindWithArticle(title),
  );
  // 'i just watched heat, anything like it?': a film said seen, then more like it asked, is the seed (never
  // recommended back), no title left out; 'not heat, …' still leaves it out.
  const [seen] = query.avoidTitles;
  const seenAsSeed =
    query.avoidTitles.length === 1 &&
    MORE_LIKE_THIS.test(reading.searchText) &&
    !negatedAt(reading.searchText, reading.searchText.indexOf(seen!));
  if (seenAsSeed) query.avoidTitles = [];
  for (const title of query.avoidTitles) reading.searchText = withoutTitleLeftOut(reading.searchText, title);
}

const MORE_LIKE_THIS = wordPattern((p) => p.moreLikeThis);

/**
 * "qui ne soit pas de l'horreur", 'che non sia un horror': an article before words of kinds only names a kind, turned
 * down by the negation that reads it, no title left out.
 */
function kindWithArticle(title: string): boolean {
  const [first, ...rest] = title.split(/\s+/);
  const elided = /^[ld]'./.test(title);
  const kind = (elided ? title : rest.join(' ')).replace(/\b[ld]'/g, ' ').trim();
  return Boolean(kind) && (elided || ARTICLES.test(first!)) && namesAKindOnly(kind);
}

/** Whether words of two or more are a series or film the alias lists know ('indiana jones', 'harry potter'). */
const knownFilmName = (words: string) =>
  words.includes(' ') && (seriesOfAlias(words).length > 0 || titleOfAlias(words) !== undefined);

/**
 * Whether a name of a kind is read by another slot: a genre, a mood, a theme, a film noun, a pointer ('like that').
 * A series or film the alias lists know is a name, though one of its words is a lexicon word ('indiana' of Indian).
 */
const kindReadElsewhere = (thing: string) =>
  pointsOnly(thing) ||
  findThemes(thing).length > 0 ||
  (!knownFilmName(thing) &&
    thing.split(' ').some((word) => isLexiconWord(word) || FILM_NOUN_WORD.test(word)));

/** The series or film the alias lists know that the words from `index` on begin ('indiana jones', 'the godfather'). */
function filmNameAt(text: string, index: number): string | undefined {
  const clause = /^[^,;.!?]*/.exec(text.slice(index))![0];
  const words = clause.trim().split(/\s+/).slice(0, 4);
  return words
    .map((_, last) => words.slice(0, last + 1).join(' '))
    .filter((name, last) => last > 0 && knownFilmName(name))
    .pop();
}

/** The text with an origin word blanked where it begins a series or film name ('indiana' of 'indiana jones'). */
export function originWordsOfFilmNamesBlanked(text: string): string {
  let result = text;
  for (const origin of ORIGINS) {
    const match = origin.pattern.exec(result);
    if (match && filmNameAt(result, match.index)) result = blanked(result, match.index, match[0].length);
  }
  return result;
}

/**
 * A kind of film turned down by a film or thing naming it ('nothing like Terminator', 'nada tipo Terminator'): no
 * seed, name or theme to look for; films whose own words name it (their English title when typed in another
 * language) are left out.
 */
export function readAvoidedKinds(reading: PromptReading): void {
  const { query } = reading;
  if (reading.question) return;
  for (const { thing, words } of findAvoidedKinds(reading.searchText, (text, index) =>
    negatedAt(text, index, reading.language),
  )) {
    // 'rien du genre indiana jones ce soir': a series the alias lists know, then words of the rest of the request.
    const named = filmNameAt(thing, 0) ?? thing;
    if (kindReadElsewhere(named)) continue;
    leaveOutByWords(query, named);
    reading.searchText = reading.searchText.replace(words, ' '.repeat(words.length));
  }
  readAvoidedFilmNames(reading);
}

/**
 * 'no indiana jones', 'kein Indiana Jones': a series or film the alias lists know, turned down, whose first word is
 * an origin word, is left out by its words (no Indian film is, and it names no one).
 */
function readAvoidedFilmNames(reading: PromptReading): void {
  const { query } = reading;
  for (const origin of ORIGINS) {
    const match = origin.pattern.exec(reading.searchText);
    const name = match && filmNameAt(reading.searchText, match.index);
    if (!match || !name || !negatedAt(reading.searchText, match.index)) continue;
    leaveOutByWords(query, name);
    reading.searchText = blanked(
      reading.searchText,
      reading.searchText.indexOf(name, match.index),
      name.length,
    );
  }
}

/** A kind or name left out by the words of the films (their English title when typed in another language). */
function leaveOutByWords(query: MovieQuery, thing: string): void {
  const english = normalizeText(titleOfAlias(thing) ?? thing).replace(/^the /, '');
  query.avoidWords = [...new Set([...(query.avoidWords ?? []), english])];
  if (!query.avoidLabels.includes(thing)) query.avoidLabels.push(thing);
}

/** The text with `length` characters from `at` on turned to spaces. */
const blanked = (text: string, at: number, length: number) =>
  text.slice(0, at) + ' '.repeat(length) + text.slice(at + length);

/** The words no slot read; two or more of them are a free-text theme, else the plot words the lexicons list are. */
/**
 * Things turned down that no slot read: a plural noun right after a negation ('no clowns', 'nothing with spiders',
 * 'sin payasos', 'keine clowns', 'pas de clowns'). Films whose text names it are left out (its English word when the
 * story glossary knows it), and the word is no name or theme to look for.
 */
export function readAvoidedThings(reading: PromptReading): void {
  const { query, language } = reading;
  if (reading.question) return;
  const typed = new Set<string>();
  const negated = [...reading.rest.matchAll(/(?<![\p{L}'-])\p{L}{4,}(?![\p{L}'-])/gu)]
    .filter((match) => negatedAt(reading.rest, match.index, language))
    .map((match) => match[0]);
  // 'nothing with clowns': one word read as a name turned down may be a thing too; the catalog's people decide
  // whether it is also someone (retrieval/resolve-exclusions.ts).
  const avoidedNames = query.avoidPeople.map(({ name }) => name).filter((name) => /^\p{L}{4,}$/u.test(name));
  for (const word of [...negated, ...avoidedNames]) {
    const ignored =
      NOT_NAME_WORDS.has(word) ||
      FILM_NOUN_WORD.test(word) ||
      new RegExp(`^(?:${FILLER.source})$`).test(word) ||
      new RegExp(`^(?:${NEGATION_WORDS.source})$`).test(word) ||
      isLexiconWord(word);
    if (ignored) continue;
    const english = language === 'en' ? '' : glossStory(word, language, false);
    // A plural says a kind of thing ('clowns'); a single word glossed to English is one too ('tiburones' -> shark).
    if (!english && singular(word) === word) continue;
    typed.add(word);
    // The wording names it as typed; the catalog is searched by its English.
    if (!query.avoidLabels.includes(word)) query.avoidLabels.push(word);
    const thing = english || word;
    const keyword = singular(thing);
    if (!query.avoidKeywords.includes(keyword)) query.avoidKeywords.push(keyword);
    query.avoidWords = [...new Set([...(query.avoidWords ?? []), thing])];
  }
  for (const word of typed)
    reading.rest = reading.rest.replace(new RegExp(`(?<![\\p{L}'-])${word}(?![\\p{L}'-])`, 'gu'), ' ');
}
