/**
 * The languages the assistant reads and the wording it replies in, one line each. A new language: its lexicon file
 * here (the LanguageLexicon shape, its `phrases` spread from NO_PHRASES, filled where the language has them), its
 * wording file in ../../wording/ (the ReplyWording shape, with every key the English wording has), and one line
 * below. A language listed without wording is read and answered in English. English comes first: its words are the
 * fallback for the reply language, and where two languages' sentence shapes both match, the first listed wins.
 */
import { GERMAN as GERMAN_WORDING } from '../../wording/de.phrases.ts';
import { ENGLISH as ENGLISH_WORDING } from '../../wording/en.phrases.ts';
import { SPANISH as SPANISH_WORDING } from '../../wording/es.phrases.ts';
import { FRENCH as FRENCH_WORDING } from '../../wording/fr.phrases.ts';
import { ITALIAN as ITALIAN_WORDING } from '../../wording/it.phrases.ts';
import { PORTUGUESE as PORTUGUESE_WORDING } from '../../wording/pt.phrases.ts';
import type { ReplyWording } from '../../wording/reply-wording.ts';
import { GERMAN } from './de.lexicon.ts';
import { ENGLISH } from './en.lexicon.ts';
import { SPANISH } from './es.lexicon.ts';
import { FRENCH } from './fr.lexicon.ts';
import { HINDI_LATIN } from './hi.lexicon.ts';
import { ITALIAN } from './it.lexicon.ts';
import type { LanguageLexicon } from './language-lexicon.ts';
import { PORTUGUESE } from './pt.lexicon.ts';

export const LANGUAGES = [
  { lexicon: ENGLISH, wording: ENGLISH_WORDING },
  { lexicon: SPANISH, wording: SPANISH_WORDING },
  { lexicon: FRENCH, wording: FRENCH_WORDING },
  { lexicon: GERMAN, wording: GERMAN_WORDING },
  { lexicon: PORTUGUESE, wording: PORTUGUESE_WORDING },
  { lexicon: ITALIAN, wording: ITALIAN_WORDING },
  { lexicon: HINDI_LATIN },
] as const satisfies readonly { lexicon: LanguageLexicon; wording?: ReplyWording }[];

/** A language the assistant replies in: every registered language with wording of its own. */
export type ReplyLanguage = Extract<(typeof LANGUAGES)[number], { wording: ReplyWording }>['wording']['code'];

export const LEXICONS: readonly LanguageLexicon[] = LANGUAGES.map((language) => language.lexicon);

/** Whether `code` (an interface language, say) is one the assistant replies in. */
export function isReplyLanguage(code: string | undefined): code is ReplyLanguage {
  return code !== undefined && WORDINGS.has(code as ReplyLanguage);
}

/** The wording of every language the assistant replies in, by code. */
export const WORDINGS: ReadonlyMap<ReplyLanguage, ReplyWording<ReplyLanguage>> = new Map(
  LANGUAGES.flatMap((language) => ('wording' in language ? [[language.wording.code, language.wording]] : [])),
);
