/**
 * The vocabulary of the blind chat evaluation: a case is a conversation (the user's turns only; the assistant's
 * replies come from the real API) and declarative checks of its LAST reply. Every check is judged against the
 * catalog's own data, read through the public HTTP API, never against words the assistant's parser knows.
 *
 * Terms used below:
 * - "linked films": every `[Title](/movie/<id>)` in a reply, in order of first appearance.
 * - "listed films": the linked films that sit on list items (`1. ...`, `- ...`); when a reply has no list, all of
 *   its linked films. Constraint checks (genre, runtime, people...) apply to the listed films, so a reply may
 *   name the seed film in its introduction without failing "not horror".
 */

export type CaseClass =
  | 'mood-genre'
  | 'history'
  | 'small-talk'
  | 'identify'
  | 'facts'
  | 'two-people'
  | 'likeness'
  | 'original-language'
  | 'time-budget'
  | 'themes'
  | 'follow-ups'
  | 'reply-language'
  | 'group'
  | 'markdown';

export const CASE_CLASSES: readonly CaseClass[] = [
  'mood-genre',
  'history',
  'small-talk',
  'identify',
  'facts',
  'two-people',
  'likeness',
  'original-language',
  'time-budget',
  'themes',
  'follow-ups',
  'reply-language',
  'group',
  'markdown',
];

/** Languages the reply-language heuristic tells apart. */
export type Lang = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it';

/** TMDB genre names as the API serves them. */
export type GenreName =
  | 'Action'
  | 'Adventure'
  | 'Animation'
  | 'Comedy'
  | 'Crime'
  | 'Documentary'
  | 'Drama'
  | 'Family'
  | 'Fantasy'
  | 'History'
  | 'Horror'
  | 'Music'
  | 'Mystery'
  | 'Romance'
  | 'Science Fiction'
  | 'TV Movie'
  | 'Thriller'
  | 'War'
  | 'Western';

/**
 * A watch date: `YYYY-MM-DD`; `-Nd` for N days before today (UTC); `Y0-MM-DD` for that day of the current year,
 * or of last year for the whole case when the case's latest `Y0` day is still to come this year (so "what did I
 * watch in March" means the same March for every entry).
 */
export type WatchDate = string;

export interface Library {
  diary?: { id: number; on: WatchDate; rating?: number }[];
  /** `[tmdbId, rating 1-10]` */
  ratings?: [number, number][];
  likes?: number[];
  watchlist?: number[];
}

export type Check =
  // --- how many films ---
  /** At least n listed films. */
  | { atLeast: number }
  /** At most n listed films. */
  | { atMost: number }
  /** Exactly n listed films. */
  | { exactly: number }
  /** No linked film at all. */
  | { noMovies: true }
  // --- what the listed films are (catalog data of each) ---
  /** Every listed film has at least one of these genres. */
  | { genreAll: GenreName[] }
  /** At least `share` (0-1) of the listed films have at least one of these genres. */
  | { genreShare: GenreName[]; share: number }
  /** Each of these genres is on at least one listed film (a group pick covers everyone's taste). */
  | { genreCovers: GenreName[] }
  /** No listed film has any of these genres. */
  | { noGenre: GenreName[] }
  /** Every listed film has a runtime of at most n minutes (unknown runtime fails). */
  | { runtimeAtMost: number }
  /** Every listed film has a runtime of at least n minutes. */
  | { runtimeAtLeast: number }
  /** Every listed film is shorter than this film. */
  | { shorterThan: number }
  /** Every listed film came out before this film's year. */
  | { olderThan: number }
  /** Every listed film came out after this film's year. */
  | { newerThan: number }
  /** Every listed film's release year is within [from, to]. */
  | { yearBetween: [number, number] }
  /** Every listed film has this person in its cast. */
  | { hasCastMember: string }
  /** Every listed film has this person as (a) director. */
  | { directedBy: string }
  /** Every listed film's original language is this ISO 639-1 code, or one of these (unknown fails). */
  | { originalLanguage: string | string[] }
  /** No listed film's original language is this code (unknown fails too). */
  | { notOriginalLanguage: string }
  /** Every listed film has a production company whose name matches this regex (case-insensitive). */
  | { companyAll: string }
  /** No listed film has a production company whose name matches this regex (case-insensitive). */
  | { companyNone: string }
  /** At least `share` of the listed films share a genre with every one of these films. */
  | { likeSeeds: number[]; share: number }
  /** No listed film's title or overview matches this regex (case-insensitive). */
  | { themeNone: string }
  /** At least `share` of the listed films have a title or overview matching this regex (case-insensitive). */
  | { themeShare: string; share: number }
  // --- which films ---
  /** This film is linked somewhere in the reply. */
  | { mentionsMovie: number }
  /** All of these films are linked in the reply. */
  | { mentionsAll: number[] }
  /** The first linked film is this one. */
  | { firstMovieIs: number }
  /** None of these films is listed (a seed may still be named in passing). */
  | { excludesMovies: number[] }
  /** None of these films is linked anywhere in the reply. */
  | { neverMentions: number[] }
  /**
   * No listed film was linked in an earlier reply of the conversation ('earlier'), is in the signed-in user's
   * diary, ratings or likes ('seen'), or anywhere in their library including the watchlist ('library').
   */
  | { noneFrom: 'earlier' | 'seen' | 'library' }
  /** Every listed film is in this part of the signed-in user's library (and at least one film is listed). */
  | { onlyFrom: 'watchlist' | 'diary' | 'library' }
  /** Every listed film was listed in the previous reply. */
  | { subsetOf: 'previous' }
  /** The first linked film is the n-th (1-based) listed film of the previous reply. */
  | { firstIsNthOfPrevious: number }
  /** The first linked film is the shortest/longest/oldest/newest of the previous reply's listed films. */
  | { firstIsExtremeOfPrevious: 'shortest' | 'longest' | 'oldest' | 'newest' }
  // --- facts about one film, read from the catalog ---
  /** The reply names (one of) the film's director(s). */
  | { saysDirectorOf: number }
  /** The reply gives the film's runtime (minutes, or hours and minutes). */
  | { saysRuntimeOf: number }
  /** The reply gives the film's release year. */
  | { saysYearOf: number }
  /** The reply names at least `count` of the film's first five billed cast members. */
  | { saysCastOf: number; count: number }
  /** The reply gives the runtime of the n-th (1-based) listed film of the previous reply. */
  | { saysRuntimeOfPrevious: number }
  /** The reply names the director of the n-th (1-based) listed film of the previous reply. */
  | { saysDirectorOfPrevious: number }
  // --- the signed-in user's own data ---
  /** The reply gives the number of diary entries dated in the current year. */
  | { saysDiaryCountThisYear: true }
  // --- the text ---
  /** The reply gives this number (as digits or as a word in the reply languages). */
  | { saysNumber: number }
  /** The reply is written in this language (stop-word heuristic, film titles left out). */
  | { replyLanguage: Lang }
  /** The reply matches this regex (case-insensitive). */
  | { contains: string }
  /** The reply does not match this regex (case-insensitive). */
  | { notContains: string }
  /** The reply is at most n characters long. */
  | { maxChars: number }
  /** No stray `*` or `_` would show literally once the markdown is rendered. */
  | { rendersMarkdown: true };

export interface BlindCase {
  /** Stable id, e.g. `b1-001`. */
  id: string;
  class: CaseClass;
  /** The language the user writes in (for the per-language counts). */
  lang: Lang;
  /** The user's messages; the assistant's replies between them come from the API. */
  turns: string[];
  /** The movie page the user is on. */
  movieId?: number;
  /** A signed-in user with this library; a visitor without. */
  library?: Library;
  /** Checks of the last reply. */
  checks: Check[];
}
