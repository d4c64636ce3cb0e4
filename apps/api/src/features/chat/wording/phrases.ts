/**
 * What the answers ask of the wording: every sentence in the reply's language. The sentences themselves live in one
 * file per language (`<code>.phrases.ts`), registered beside the language's lexicon.
 */
import type { MovieQuery, ReplyLanguage } from '../understanding/chat-query.ts';
import { WORDINGS } from '../understanding/lexicons/registry.ts';
import {
  describeIn,
  genreNamesOf,
  yearsIn,
  type FilmLanguage,
  type LibraryPhrases,
  type PeoplePhrases,
  type Phrases,
  type ReplyWording,
} from './reply-wording.ts';

export type { Phrases };

export function wordingFor(language: ReplyLanguage): ReplyWording {
  return WORDINGS.get(language) ?? WORDINGS.get('en')!;
}

export function phrasesFor(language: ReplyLanguage): Phrases {
  return wordingFor(language).phrases;
}

/** The wording about the user's own films and films told by their story (English for a language without wording). */
export function libraryPhrasesFor(language: string): LibraryPhrases {
  return wordingFor(language as ReplyLanguage).library;
}

/** What the assistant says about several people in one film (English for a language without wording). */
export function peoplePhrasesFor(language: string): PeoplePhrases {
  return wordingFor(language as ReplyLanguage).people;
}

export function genreLabel(id: number, language: ReplyLanguage): string | undefined {
  const [name] = genreNamesOf([id]);
  return name && wordingFor(language).genres[name];
}

export function genreList(ids: readonly number[], language: ReplyLanguage, max = 2): string {
  const { genres } = wordingFor(language);
  return genreNamesOf(ids)
    .map((name) => genres[name])
    .slice(0, max)
    .join(' / ');
}

export function languageName(code: string, language: ReplyLanguage): string {
  return wordingFor(language).languages[code as FilmLanguage] ?? code;
}

export function describeYears(
  query: Pick<MovieQuery, 'yearFrom' | 'yearTo'>,
  language: ReplyLanguage,
): string {
  return yearsIn(query, wordingFor(language).query.years);
}

/** 'highly rated cozy Comedy movies in French from the 1990s for kids aged 8'. */
export function describeQuery(query: MovieQuery, language: ReplyLanguage, personName?: string): string {
  return describeIn(wordingFor(language), query, personName);
}

/** English only, by design: the languages it reads are listed in their own names too. */
export function unreadableReply(languages: readonly string[]): string {
  return `Sorry, I can't read that language yet, so I won't guess. I understand ${languages.join(', ')}. Could you ask again in one of those?`;
}

/** English only, by design: said before the answer to a message in a language read but not replied in. */
export function readNotRepliedNote(language: string): string {
  return `_I understand ${language}, but I can only reply in English for now._`;
}

/** Marks the history note so it is said only once in a conversation. */
export const HISTORY_NOTE_MARK = '\u2063';
