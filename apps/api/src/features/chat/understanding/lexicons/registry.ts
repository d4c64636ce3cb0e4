/**
 * The languages with a lexicon file beside English, Spanish and Hindi in Latin script (whose words live in
 * ../lexicon.ts). A new language: one file of the LanguageLexicon shape, one line here.
 */
import { GERMAN } from './de.lexicon.ts';
import { FRENCH } from './fr.lexicon.ts';
import { ITALIAN } from './it.lexicon.ts';
import type { LanguageLexicon } from './language-lexicon.ts';
import { PORTUGUESE } from './pt.lexicon.ts';

export const LEXICONS: readonly LanguageLexicon[] = [FRENCH, GERMAN, PORTUGUESE, ITALIAN];
