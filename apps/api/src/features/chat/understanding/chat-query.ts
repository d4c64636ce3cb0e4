/** What the assistant understood of a message: one structured query, whatever language it was asked in. */
import type { Certification } from '@marquee/catalog';
import type { PromptLayout } from './extractors/layout.extractor.ts';
import type { SmallTalk } from './extractors/small-talk.extractor.ts';
import type { ReplyLanguage } from './lexicons/registry.ts';

/** The languages replies are written in: those registered with wording of their own. */
export type { ReplyLanguage };

/** How the catalog sorts a search. */
export type SortOrder = 'popularity' | 'vote_average' | 'release_date';
/** The order a request asks for: the catalog's sorts, or one applied to the candidates ('oldest', 'shortest', 'longest'). */
export type RequestOrder = SortOrder | 'oldest' | 'shortest' | 'longest';
/** Where the films come from: the catalog, the previous answer's films, or the signed-in user's watchlist. */
export type RequestScope = 'catalog' | 'previous' | 'watchlist' | 'rated';
export type PersonRole = 'cast' | 'director' | 'any';
/** A person a request names; `explicit` when the role was said outright ('directed by', 'starring'). */
export interface PersonAsk {
  name: string;
  role: PersonRole;
  explicit: boolean;
}

export interface Mood {
  label: string;
  /** What the meaning index is asked for. */
  meaning: string;
  /** Genres the mood lives in (a movie needs one of them when nothing else narrows the search). */
  anyGenreIds: number[];
  excludeGenreIds: number[];
  sort: SortOrder;
}

/** Who a film is for, as the replies name it ('kids aged 8', 'the whole family', 'watching with family'). */
export type AudienceGroup = 'kids' | 'teens' | 'family' | 'with-family';

export interface Audience {
  /** In English ('kids aged 8'); replies name the audience from `group`, `age` and `rating`. */
  label: string;
  group?: AudienceGroup;
  age?: number;
  /** A US rating asked for: exactly it, or it and the milder ones ('rated PG-13 or lower'). */
  rating?: { certification: Certification; orLower: boolean };
  certifications: Certification[];
  /** A movie needs one of these genres (kids: Family or Animation). */
  anyGenreIds: number[];
  excludeGenreIds: number[];
  /** Said to be who the film is for or who watches ('pour mon fils', 'with my kids'): a request, no story. */
  forSomeone?: boolean;
}

/** A theme named by catalog keywords ('heist' -> heist, bank robbery...). */
export interface KeywordTheme {
  label: string;
  keywords: string[];
  /** Where films are set ('new york'): a place alone does not make a message about films ('weather in paris'). */
  place?: boolean;
}

/**
 * The request model: every slot holds what is wanted and what is avoided, so an exclusion is never read as an
 * inclusion. Hard constraints ('must') become catalog filters; moods, soft exclusions and themes ('prefer') rank.
 * In a conversation, follow-ups are applied to the request they follow.
 */
export interface MovieQuery {
  /** The movie must have every one of these genres. */
  genreIds: number[];
  excludeGenreIds: number[];
  /** Left out unless the request asks for them ('less dark' drops horror, 'horror, less gory' keeps it). */
  softExcludeGenreIds: number[];
  mood?: Mood;
  /** Words describing a theme or plot ('toys come alive'), matched by meaning. */
  theme?: string;
  /**
   * One word beside a kind no slot read ('vietnam war movies', 'samurai action'), as typed: a theme the films must
   * match when films of the kind hold it in their own words, filler otherwise (answers/word-as-theme.ts).
   */
  themeWord?: string;
  yearFrom?: number;
  yearTo?: number;
  runtimeMin?: number;
  runtimeMax?: number;
  /** ISO 639-1 original languages. */
  languages: string[];
  /** ISO 3166 alpha-2 production countries. */
  countries: string[];
  audience?: Audience;
  /**
   * Grown-ups are named beside a young audience ('my kids and my dad who only watches westerns'): a genre asked may
   * be theirs, so when no film suits everyone the answer has some for each.
   */
  withGrownUps?: boolean;
  /**
   * Several people watch together ('4 of us', 'my roommate wants to laugh', 'serata con amici'): the message says who
   * watches and what each wants, never a film's story.
   */
  forAGroup?: boolean;
  excludeLanguages: string[];
  excludeCountries: string[];
  /** Keyword themes wanted ('a heist movie'): the catalog's TMDB keywords. */
  keywordThemes: KeywordTheme[];
  /** Catalog keywords a movie must not have ('nothing gory' -> gore, splatter...; 'no zombies'). */
  avoidKeywords: string[];
  /** Labels of the themes and tones avoided, for the wording. */
  avoidLabels: string[];
  /** Things turned down that no theme lists, in English ('no clowns' -> clowns): films whose overview names them. */
  avoidWords?: string[];
  /** 'directed by Nolan' -> { name: 'nolan', role: 'director' }. */
  person?: PersonAsk;
  /** More people the same films must have, each in their role ('with Tom Hanks and Meg Ryan'). */
  alsoPeople?: PersonAsk[];
  /**
   * 'did spielberg ever do a horror movie?': whether such films exist, so only those are listed (none, said so) and
   * none of the person's other films fill the list.
   */
  everMade?: boolean;
  /** 'nothing by Nolan', 'no Adam Sandler': names the catalog must confirm before they exclude anything. */
  avoidPeople: { name: string; role: PersonRole }[];
  /** 'like Inception', 'similar to The Matrix'. */
  likeTitle?: string;
  /** More films the answer is like at once ('like toy story and shrek', 'hot fuzz meets shaun of the dead'). */
  alsoLike?: string[];
  /**
   * The titles were read after a present-tense 'love' ('i love alien and the thing'): seeds only when the catalog has
   * them all, else the words are read as what they say ('i love horror movies').
   */
  lovedTitles?: boolean;
  /** How the answer differs from the film it is like ('like die hard but shorter', '… but older'). */
  likeChange?: { older?: boolean; newer?: boolean; shorter?: boolean; longer?: boolean; lighter?: boolean };
  /** 'not Titanic', 'I've already seen Alien': titles left out once the catalog confirms them. */
  avoidTitles: string[];
  /** Studios wanted ('a Pixar movie') and left out ('not Disney'), by label (understanding/studios.ts). */
  studios: string[];
  avoidStudios: string[];
  /** 'more like this' on a movie page. */
  moreLikeThis: boolean;
  sort?: RequestOrder;
  /** How many films were asked for ('three', 'a couple', 'a'); the default list otherwise. */
  count?: number;
  /** 'how many horror films do you have?': the catalog's count of the films asked for is part of the answer. */
  countAsked?: boolean;
  /** 'heist or crime movies': either kind will do, so films of the genre alone fill the count the theme leaves short. */
  eitherKind?: boolean;
  /** 'like the godfather, but not the sequels': the seed's own series is no likeness. */
  seriesLeftOut?: boolean;
  /** 'is there one that's both?': every kind asked in one film; none of one kind alone stands in. */
  allKinds?: boolean;
  scope: RequestScope;
  /** 'a rewatch', 'something I've seen': the signed-in user's watched films are not left out. */
  rewatch: boolean;
  /** 'nothing on my watchlist': the signed-in user's watchlist is left out as their watched films are. */
  avoidWatchlist: boolean;
  /** 'like the last film I loved': the seed is the user's latest loved film. */
  likeLastLoved: boolean;
  /** 'in the vein of the last thing I watched': the seed is the film last logged in their diary, loved or not. */
  likeLastSeen?: boolean;
  /** 'similar to the ones I rated best': the seeds are several of the films they loved, not the latest alone. */
  likeLovedOnes?: boolean;
  /** 'like Heat but less violent': films rated below the one they are like. */
  milder: boolean;
  /**
   * Kinds named only by a theme's own word ('robot films', 'películas de robots': science fiction): the theme is what
   * is asked, so a young audience's own films on it come before films of that kind beyond their shelf.
   */
  themeKindIds?: number[];
}

export type FactAspect =
  | 'director'
  /** Who wrote the music: the composer credits. */
  | 'music'
  /** Who wrote the film: the screenplay credits, else the story or book it came from. */
  | 'writer'
  | 'year'
  | 'plot'
  | 'runtime'
  | 'rating'
  | 'certification'
  | 'cast'
  /** The genres the catalog files it under. */
  | 'genres'
  /** The language it was made in: its original language. */
  | 'language'
  /** How many years ago it came out. */
  | 'age'
  | 'worth'
  /** Awards it won: untracked, so said so, with how well it is rated. */
  | 'awards'
  | 'overview'
  | 'streaming';

/** A film of the previous answer: 'the first one' is 0, 'the last one' is -1. */
export interface AnswerReference {
  index: number;
}

/**
 * A question about one movie or two; `title` undefined (and no reference) means the movie whose page the user is on.
 * `judge` asks for a judgement of the fact ('too long for a weeknight?').
 */
export type MovieQuestion =
  | {
      kind: 'fact';
      aspect: FactAspect;
      title?: string;
      ref?: AnswerReference;
      age?: number;
      judge?: boolean;
      /** More facts asked of the same film in the same message ('when did it come out and who is in it'). */
      alsoAspects?: FactAspect[];
      /**
       * Other questions asked of the same film in the same message, its title left out ('o poderoso chefão é de que
       * ano? e quem faz o michael?', 'de qué año es tiburón? la dirigió spielberg no?').
       */
      alsoAsked?: Extract<MovieQuestion, { kind: 'character' | 'castCheck' }>[];
    }
  /**
   * `by: 'release'`: which of the two came out first ('which came first, alien or jaws'); 'longer' and 'shorter':
   * which runs longer or shorter ('which is longer, titanic or avatar').
   */
  | { kind: 'compare'; titles: [string, string]; by?: 'release' | 'longer' | 'shorter' }
  /**
   * 'is samuel l jackson in django unchained': whether a person is in (or made) a film; `role: 'director'`: 'did
   * spielberg direct jaws', whether they directed it.
   */
  | { kind: 'castCheck'; name: string; title: string; role?: 'director' }
  | { kind: 'character'; character: string; title?: string; ref?: AnswerReference }
  /** `via`: the person is named by a film ('the director of Jaws'), resolved against the catalog. */
  | {
      kind: 'filmography';
      name: string;
      role: PersonRole;
      via?: { title: string; role: 'director' | 'cast' };
      /** Asked about the person the last reply named ('what else did he make'): its films are left out. */
      afterPrevious?: boolean;
    }
  /** 'which of them is the shortest?': a pick among the previous answer's films. */
  | { kind: 'pick'; order: RequestOrder | 'longest'; age?: number; count?: number };

export interface FollowUp {
  more: boolean;
  older: boolean;
  newer: boolean;
  shorter: boolean;
  longer: boolean;
  /** The message only adjusts what was asked before ('what about the 80s?', 'less gory'). */
  refinement: boolean;
  /**
   * A length, years or a change beside words nothing read ('under 2 hours, got work tmrw'): after an answer, a
   * refinement, and those words chatter, no story to look for.
   */
  besideChatter?: boolean;
  /** 'same thing but funnier': the request before, changed; a genre said joins it, never replaces it. */
  sameAsBefore?: boolean;
}

export interface ParsedPrompt {
  language: ReplyLanguage;
  query: MovieQuery;
  question?: MovieQuestion;
  followUp: FollowUp;
  smallTalk?: SmallTalk;
  /** A plain request for a recommendation with no criteria ('what should I watch?'). */
  generic: boolean;
  /** Words left after everything understood was removed: maybe a person's name or a title. */
  leftover: string;
  /** 'more like the first one': a film of the previous answer the request is about. */
  ref?: AnswerReference;
  /** A language the assistant does not read, so it says so rather than guess. */
  unreadable?: boolean;
  /** Phrased as a question ('who...', 'how long...'): never answered with a list of guesses. */
  questionLike?: boolean;
  /** A fact asked in words the question shapes do not read ('x how long'): answered if the catalog has the title. */
  factCue?: { aspect: FactAspect; title: string };
  /** 'just the titles', 'with the director next to each': what the reply's list items say. */
  layout?: PromptLayout;
}

export function emptyQuery(): MovieQuery {
  return {
    genreIds: [],
    excludeGenreIds: [],
    softExcludeGenreIds: [],
    languages: [],
    countries: [],
    excludeLanguages: [],
    excludeCountries: [],
    keywordThemes: [],
    avoidKeywords: [],
    avoidLabels: [],
    avoidPeople: [],
    avoidTitles: [],
    studios: [],
    avoidStudios: [],
    moreLikeThis: false,
    scope: 'catalog',
    rewatch: false,
    avoidWatchlist: false,
    likeLastLoved: false,
    milder: false,
  };
}

/** Whether the query says anything the catalog can search by. */
export function hasCriteria(query: MovieQuery): boolean {
  return (
    query.genreIds.length > 0 ||
    query.excludeGenreIds.length > 0 ||
    query.softExcludeGenreIds.length > 0 ||
    Boolean(query.mood) ||
    Boolean(query.theme) ||
    query.yearFrom !== undefined ||
    query.yearTo !== undefined ||
    query.runtimeMin !== undefined ||
    query.runtimeMax !== undefined ||
    query.languages.length > 0 ||
    query.countries.length > 0 ||
    query.excludeLanguages.length > 0 ||
    query.excludeCountries.length > 0 ||
    Boolean(query.audience) ||
    query.keywordThemes.length > 0 ||
    query.avoidKeywords.length > 0 ||
    query.avoidPeople.length > 0 ||
    query.avoidTitles.length > 0 ||
    query.studios.length > 0 ||
    query.avoidStudios.length > 0 ||
    query.scope !== 'catalog' ||
    query.likeLastLoved ||
    Boolean(query.person) ||
    Boolean(query.likeTitle) ||
    query.moreLikeThis ||
    query.sort !== undefined
  );
}

/** Whether the query names what to watch (not only when, how long or what to avoid). */
export function isTopical(query: MovieQuery): boolean {
  return (
    query.genreIds.length > 0 ||
    Boolean(query.mood) ||
    Boolean(query.theme) ||
    query.keywordThemes.length > 0 ||
    Boolean(query.person) ||
    Boolean(query.likeTitle) ||
    query.studios.length > 0 ||
    query.likeLastLoved ||
    query.scope === 'watchlist' ||
    query.moreLikeThis ||
    query.languages.length > 0 ||
    query.countries.length > 0 ||
    Boolean(query.audience)
  );
}

/**
 * 'nothing older than 1990', 'after 2000? the older ones i know': a year the message names is the time asked, either
 * bound; an 'older' or 'newer' beside it moves nothing ('nothing older than 1990' is no wish for older films).
 */
export const yearsSaid = (query: Pick<MovieQuery, 'yearFrom' | 'yearTo'>) =>
  query.yearFrom !== undefined || query.yearTo !== undefined;
