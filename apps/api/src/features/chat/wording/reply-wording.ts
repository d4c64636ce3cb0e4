/**
 * The shape of everything the built-in assistant writes in one language, and the grammar helpers the language files
 * share. Each language is one `<code>.phrases.ts` file of this shape, registered beside its lexicon in
 * `../understanding/lexicons/registry.ts`.
 */
import { GENRES, type Genre } from '@marquee/contracts';
import type { Audience, MovieQuery } from '../understanding/chat-query.ts';
import type { MoodLabel } from '../understanding/lexicons/language-lexicon.ts';
import type { ClarifiableIntent } from '../understanding/intents/intent.ts';
import type { FilmOrder, OwnPart } from '../understanding/extractors/library.extractor.ts';
import type { ENGLISH_PHRASES } from './en.phrases.ts';

export type GenreName = Genre['name'];

/** Every sentence, with the same keys in every language: the English set defines them, so a missing one is a type error. */
export type Phrases = typeof ENGLISH_PHRASES;

/** The film languages a request can name (the codes of ORIGINS in ../understanding/lexicon.ts). */
export type FilmLanguage =
  | 'fr'
  | 'it'
  | 'de'
  | 'ja'
  | 'ko'
  | 'zh'
  | 'cn'
  | 'hi'
  | 'es'
  | 'ru'
  | 'sv'
  | 'da'
  | 'pt'
  | 'fa'
  | 'tr'
  | 'th'
  | 'en';

/** The parts a described request is made of, in the order a language puts them. */
export type Slot =
  | 'films'
  | 'sort'
  | 'mood'
  | 'person'
  | 'studios'
  | 'runtime'
  | 'years'
  | 'audience'
  | 'themes'
  | 'avoided'
  | 'described';

/** The films asked for, as the noun the rest hangs on ('comédies en français'), and its grammatical gender. */
export interface FilmsNoun {
  text: string;
  feminine: boolean;
}

/** How a language names the films asked for, from their genres and languages. */
export interface FilmsGrammar {
  /** The films of one genre ('comédies', 'films d'horreur'). */
  ofGenre: Record<GenreName, FilmsNoun>;
  /** The films of several genres at once, from the genres' names ('films mêlant comédie et drame'). */
  ofGenres(names: string[]): string;
  /** Films of no genre in particular. */
  plain: string;
  /** The film languages asked for ('en français ou en italien'). */
  inLanguages(names: string[]): string;
}

/** The noun of a described request in a language that names one genre's films with a word of their own. */
export function filmsNoun(
  grammar: FilmsGrammar,
  genreNames: Record<GenreName, string>,
  genres: GenreName[],
  languages: string[],
): FilmsNoun {
  const films =
    genres.length === 1
      ? grammar.ofGenre[genres[0]!]
      : {
          text: genres.length ? grammar.ofGenres(genres.map((genre) => genreNames[genre])) : grammar.plain,
          feminine: false,
        };
  return languages.length ? { ...films, text: `${films.text} ${grammar.inLanguages(languages)}` } : films;
}

/** How a language writes years: one year, a decade, a range, before a year, from a year on. */
export interface YearWords {
  year(year: number): string;
  decade(first: number): string;
  range(from: number, to: number): string;
  before(year: number): string;
  since(year: number): string;
}

/** How a language writes a runtime bound: between two lengths, at most, more than (minutes). */
export interface RuntimeWords {
  range(min: number, max: number): string;
  atMost(max: number): string;
  over(min: number): string;
}

/** How a language describes a request as a noun phrase ('highly rated Comedy movies from the 1990s'). */
export interface QueryWording {
  order: readonly Slot[];
  films(genres: GenreName[], languages: string[]): FilmsNoun;
  sort(order: 'vote_average' | 'release_date', feminine: boolean): string;
  mood(label: MoodLabel, feminine: boolean): string;
  person(name: string, directed: boolean, feminine: boolean): string;
  studios(names: string[]): string;
  runtime: RuntimeWords;
  years: YearWords;
  audience(audience: Audience): string;
  /** Keyword themes ('about heists'), in the language's topic words. */
  themes(topics: string[]): string;
  /** What is left out ('without violence or gore'). */
  avoided(topics: string[]): string;
  /** A free-text theme: the user's words are never echoed back. */
  described: string;
}

/** What the assistant says about the user's own diary, a film told by its story and a message off the subject. */
/** What the assistant says about several people in one film, in each language it replies in. */
export interface PeoplePhrases {
  /** The word joining the last two names of a list ('Tom Hanks and Meg Ryan'). */
  and: string;
  /** No catalog film has all of them (names already joined). */
  noneTogether: (names: string, more: boolean) => string;
  /** Films with all of them, but none that also fits the rest of the request. */
  togetherLoosened: string;
  /** 'What has Tom Hanks been in?': how many catalog films, and whether only the best known are listed. */
  filmographyIntro: (name: string, films: number, role: 'director' | 'cast', bestKnown: boolean) => string;
  filmographyNone: (name: string, role: 'director' | 'cast') => string;
  /** 'what else has he been in' when the films already talked about are all the catalog has of them. */
  filmographyNoOther: (name: string, role: 'director' | 'cast') => string;
  /** What the person did in each film listed. */
  asDirector: string;
  asCharacter: (character: string) => string;
  inCast: string;
}

export interface LibraryPhrases {
  lastWatchedIntro: string;
  /** Before the one newest film, when a single one was asked for ('the last thing i watched'). */
  lastWatchedOne: string;
  watchedOn: (date: string) => string;
  yourRating: (rating: number) => string;
  periodIntro: (period: string) => string;
  periodEmpty: (period: string) => string;
  diaryEmpty: string;
  countInPeriod: (films: number, period: string) => string;
  likeLovedIntro: (titles: string) => string;
  becauseYouLoved: (title: string) => string;
  nothingLovedYet: string;
  identifyIntro: string;
  /** The best match is not clearly ahead of the next: the list is alternatives, none sure. */
  identifyUnsure: string;
  bestMatch: string;
  otherMatch: string;
  identifyNone: string;
  offTopic: string;
  /** 'and the sequel?' about a film whose sequel the catalog does not hold. */
  noSequel: (title: string) => string;
  seenYes: (film: string, date: string | null) => string;
  seenNo: (film: string) => string;
  ratedIt: (film: string, rating: number) => string;
  notRated: (film: string) => string;
  lowestIntro: string;
  /** Their films watched in a period ('2026', 'March 2026'), ranked by their rating. */
  lowestInPeriodIntro: (period: string) => string;
  highestInPeriodIntro: (period: string) => string;
  gaveIntro: (rating: number) => string;
  gaveNone: (rating: number) => string;
  countLoved: (films: number) => string;
  /** How many films they rated, in the period named ('2026') or so far. */
  countRated: (films: number, period?: string) => string;
  highestIntro: string;
  seenWith: (name: string) => string;
  seenNoneWith: (name: string) => string;
  /** The director of the films they rated best, named (in bold). */
  favoriteDirector: (name: string) => string;
  noFavoriteDirector: string;
  seenReason: string;
  /** 'which horror films have i seen': the films they have seen, of the kind asked. */
  seenOfKind: string;
  seenNoneOfKind: string;
  /** Before a part of their films in an order ('The films you liked, oldest first:'). */
  ownInOrderIntro: (part: OwnPart, order: FilmOrder) => string;
  /** That part of their films holds none yet. */
  ownPartEmpty: (part: OwnPart) => string;
}

/**
 * The one short question asked when a message reads two ways about equally (decision 031, fourth step), and the
 * words an answer to it picks a reading with ('recommendations', 'the first', 'a fact').
 */
export interface ClarifyWording {
  /** Each reading named as what the user may want ('recommendations', 'to know about a film'). */
  readings: Record<ClarifiableIntent, string>;
  question: (first: string, second: string) => string;
  /** Words of an answer that pick a reading; the reading's own name picks it too. Written without accents. */
  picks: Record<ClarifiableIntent, readonly string[]>;
  /** Words of an answer that pick the reading named first, or second ('the first', 'la segunda'). */
  first: readonly string[];
  second: readonly string[];
}

/** Everything the assistant writes in one language. */
export interface ReplyWording<Code extends string = string> {
  code: Code;
  /** The locale numbers and dates are written in. */
  locale: string;
  phrases: Phrases;
  /** The user's own films as something to talk about, and films told by their story. */
  library: LibraryPhrases;
  /** Several people in one film. */
  people: PeoplePhrases;
  /** The question asked when a message reads two ways, and how an answer to it is read. */
  clarify: ClarifyWording;
  /** Genre names as a reply lists them ('Comedy / Drama', 'comédie / drame'). */
  genres: Record<GenreName, string>;
  languages: Record<FilmLanguage, string>;
  /**
   * Keyword themes, moods and avoided things as nouns ('time travel' -> 'voyages dans le temps'). The one place a
   * language may fall back to English, by design: a label it does not list is said as the English label, as studio
   * names always are. The registry test checks that fr, de, pt and it list every theme, mood and avoided thing.
   */
  topics: Partial<Record<string, string>>;
  query: QueryWording;
}

export function genreNamesOf(ids: readonly number[]): GenreName[] {
  return ids
    .map((id) => GENRES.find((genre) => genre.id === id)?.name)
    .filter((name): name is GenreName => Boolean(name));
}

/** 'a, b and c' with the language's word for 'and' (or 'or'). */
export function listed(items: readonly string[], and: string): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** '7.8' as French, German, Portuguese and Italian write it: '7,8'. */
export const decimalComma = (score: string) => score.replace('.', ',');

/** A count with the locale's thousands separator ('12,345', '12.345', '12 345'). */
export const countIn = (value: number, locale: string) => value.toLocaleString(locale);

/** '2010-07-16' as the locale writes a date in full ('16 juillet 2010'). */
export function longDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A decade as people say it: '90' for 1990, in full from 2000 on ('2000', '2010'). */
export const spokenDecade = (first: number) =>
  first >= 2000 || first % 100 === 0 ? String(first) : String(first % 100).padStart(2, '0');

export function yearsIn(
  { yearFrom, yearTo }: Pick<MovieQuery, 'yearFrom' | 'yearTo'>,
  words: YearWords,
): string {
  if (yearFrom !== undefined && yearTo !== undefined) {
    if (yearFrom === yearTo) return words.year(yearFrom);
    if (yearFrom % 10 === 0 && yearTo === yearFrom + 9) return words.decade(yearFrom);
    return words.range(yearFrom, yearTo);
  }
  if (yearTo !== undefined) return words.before(yearTo + 1);
  if (yearFrom !== undefined) return words.since(yearFrom);
  return '';
}

function runtimeIn({ runtimeMin, runtimeMax }: MovieQuery, words: RuntimeWords): string {
  if (runtimeMax !== undefined && runtimeMin !== undefined) return words.range(runtimeMin, runtimeMax);
  if (runtimeMax !== undefined) return words.atMost(runtimeMax);
  if (runtimeMin !== undefined) return words.over(runtimeMin);
  return '';
}

const topicIn = (wording: ReplyWording, label: string) => wording.topics[label] ?? label;

/** A request as a noun phrase in the wording's language, its parts in the language's order. */
export function describeIn(wording: ReplyWording, query: MovieQuery, personName?: string): string {
  const words = wording.query;
  const languages = query.languages.map((code) => wording.languages[code as FilmLanguage] ?? code);
  const films = words.films(genreNamesOf(query.genreIds), languages);
  // Theme labels are the lexicon's own words (in the reply's language), never the user's text.
  const themes = query.keywordThemes.map((theme) => topicIn(wording, theme.label));
  const avoided = query.avoidLabels.map((label) => topicIn(wording, label));
  const parts: Record<Slot, string> = {
    films: films.text,
    sort:
      query.sort === 'vote_average' || query.sort === 'release_date'
        ? words.sort(query.sort, films.feminine)
        : '',
    mood: query.mood ? words.mood(query.mood.label as MoodLabel, films.feminine) : '',
    person: personName ? words.person(personName, query.person?.role === 'director', films.feminine) : '',
    studios: query.studios.length ? words.studios(query.studios) : '',
    runtime: runtimeIn(query, words.runtime),
    years: yearsIn(query, words.years),
    audience: query.audience ? words.audience(query.audience) : '',
    themes: themes.length ? words.themes(themes) : '',
    avoided: avoided.length ? words.avoided(avoided) : '',
    described: query.theme ? words.described : '',
  };
  return words.order
    .map((slot) => parts[slot])
    .filter(Boolean)
    .join(' ');
}
