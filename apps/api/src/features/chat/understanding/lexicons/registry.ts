/**
 * The languages the assistant reads, one lexicon file each. A new language: one file of the LanguageLexicon shape
 * (its `phrases` spread from NO_PHRASES, filled where the language has them), one line here. English comes first: its
 * words are the fallback for the reply language.
 */
import { GERMAN } from './de.lexicon.ts';
import { ENGLISH } from './en.lexicon.ts';
import { SPANISH } from './es.lexicon.ts';
import { FRENCH } from './fr.lexicon.ts';
import { HINDI_LATIN } from './hi.lexicon.ts';
import { ITALIAN } from './it.lexicon.ts';
import type { LanguageLexicon } from './language-lexicon.ts';
import { PORTUGUESE } from './pt.lexicon.ts';

export const LEXICONS: readonly LanguageLexicon[] = [
  ENGLISH,
  SPANISH,
  FRENCH,
  GERMAN,
  PORTUGUESE,
  ITALIAN,
  HINDI_LATIN,
];
