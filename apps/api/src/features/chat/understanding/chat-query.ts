/** What the assistant understood of a message: one structured query, whatever language it was asked in. */
import type { Certification } from '@marquee/catalog';

export type ReplyLanguage = 'en' | 'es';
export type SortOrder = 'popularity' | 'vote_average' | 'release_date';
export type PersonRole = 'cast' | 'director' | 'any';

export interface Mood {
  label: string;
  /** What the meaning index is asked for. */
  meaning: string;
  /** Genres the mood lives in (a movie needs one of them when nothing else narrows the search). */
  anyGenreIds: number[];
  excludeGenreIds: number[];
  sort: SortOrder;
}

export interface Audience {
  label: string;
  certifications: Certification[];
  /** A movie needs one of these genres (kids: Family or Animation). */
  anyGenreIds: number[];
  excludeGenreIds: number[];
}

/** The search half of a request; in a conversation, follow-ups are applied to the query they follow. */
export interface MovieQuery {
  /** The movie must have every one of these genres. */
  genreIds: number[];
  excludeGenreIds: number[];
  /** Left out unless the request asks for them ('less dark' drops horror, 'horror, less gory' keeps it). */
  softExcludeGenreIds: number[];
  mood?: Mood;
  /** Words describing a theme or plot ('toys come alive'), matched by meaning. */
  theme?: string;
  yearFrom?: number;
  yearTo?: number;
  runtimeMin?: number;
  runtimeMax?: number;
  /** ISO 639-1 original languages. */
  languages: string[];
  /** ISO 3166 alpha-2 production countries. */
  countries: string[];
  audience?: Audience;
  /** Catalog keywords a movie must not have ('nothing gory' -> gore, splatter...). */
  avoidKeywords: string[];
  /** 'directed by Nolan' -> { name: 'nolan', role: 'director' }. */
  person?: { name: string; role: PersonRole; explicit: boolean };
  /** 'like Inception', 'similar to The Matrix'. */
  likeTitle?: string;
  /** 'more like this' on a movie page. */
  moreLikeThis: boolean;
  sort?: SortOrder;
}

export type FactAspect =
  'director' | 'year' | 'plot' | 'runtime' | 'rating' | 'certification' | 'cast' | 'worth' | 'overview';

/** A question about one movie or two; `title` undefined means the movie whose page the user is on. */
export type MovieQuestion =
  | { kind: 'fact'; aspect: FactAspect; title?: string; age?: number }
  | { kind: 'compare'; titles: [string, string] };

export interface FollowUp {
  more: boolean;
  older: boolean;
  newer: boolean;
  /** The message only adjusts what was asked before ('what about the 80s?', 'less gory'). */
  refinement: boolean;
}

export interface ParsedPrompt {
  language: ReplyLanguage;
  query: MovieQuery;
  question?: MovieQuestion;
  followUp: FollowUp;
  smallTalk?: 'greeting' | 'thanks' | 'help';
  /** A plain request for a recommendation with no criteria ('what should I watch?'). */
  generic: boolean;
  /** Words left after everything understood was removed: maybe a person's name or a title. */
  leftover: string;
}

export function emptyQuery(): MovieQuery {
  return {
    genreIds: [],
    excludeGenreIds: [],
    softExcludeGenreIds: [],
    languages: [],
    countries: [],
    avoidKeywords: [],
    moreLikeThis: false,
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
    Boolean(query.audience) ||
    query.avoidKeywords.length > 0 ||
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
    Boolean(query.person) ||
    Boolean(query.likeTitle) ||
    query.moreLikeThis ||
    query.languages.length > 0 ||
    query.countries.length > 0 ||
    Boolean(query.audience)
  );
}
