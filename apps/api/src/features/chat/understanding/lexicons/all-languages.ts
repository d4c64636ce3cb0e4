/** Every registered language's words for one purpose, as the extractors read them. */
import type { LanguageLexicon } from './language-lexicon.ts';
import { LEXICONS } from './registry.ts';

/** The words every language has for one purpose, longest first so a longer phrase wins over its start. */
export function wordsOf(pick: (lexicon: LanguageLexicon) => readonly string[] | undefined): string[] {
  const words = new Set(LEXICONS.flatMap((lexicon) => pick(lexicon) ?? []));
  return [...words].sort((a, b) => b.length - a.length);
}

/** One regular-expression alternation of those words. */
export function alternationOf(pick: (lexicon: LanguageLexicon) => readonly string[] | undefined): string {
  return wordsOf(pick).join('|');
}

/** The entries every language has for one purpose, merged ('trois' -> 3, 'three' -> 3). */
export function entriesOf<T>(
  pick: (lexicon: LanguageLexicon) => Record<string, T> | undefined,
): Record<string, T> {
  return Object.assign({}, ...LEXICONS.map((lexicon) => pick(lexicon) ?? {})) as Record<string, T>;
}

/** A group matching any of those words, or nothing at all when no language has one. */
export function anyOf(pick: (lexicon: LanguageLexicon) => readonly string[] | undefined): string {
  const words = alternationOf(pick);
  return words ? `(?:${words})` : '(?!)';
}

/** Every language's entries of one kind in registry order (sentence shapes, where the first to match wins). */
export function listOf<T>(pick: (lexicon: LanguageLexicon) => readonly T[] | undefined): T[] {
  return LEXICONS.flatMap((lexicon) => pick(lexicon) ?? []);
}
