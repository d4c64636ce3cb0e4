/**
 * Patterns built from every registered language's phrases: one alternation, a whole-word pattern, or the
 * sentence shapes of one purpose.
 */
import { anyOf, listOf } from './all-languages.ts';
import type { LanguagePhrases } from './language-lexicon.ts';

/** Every registered language's words for one purpose, as a group for a regular expression. */
export const phrase = (pick: (phrases: LanguagePhrases) => readonly string[]) =>
  anyOf((lexicon) => pick(lexicon.phrases));
export const wordPattern = (pick: (phrases: LanguagePhrases) => readonly string[], flags?: string) =>
  new RegExp(String.raw`\b${phrase(pick)}\b`, flags);
export const shapes = <T>(pick: (phrases: LanguagePhrases) => readonly T[]) =>
  listOf((lexicon) => pick(lexicon.phrases));

/** The first match of sentence shapes tried in order. */
export function firstMatch(patterns: readonly RegExp[], text: string): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}
