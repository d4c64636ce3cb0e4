import type { MovieQuery } from './chat-query.ts';
import { asksEitherKind } from './extractors/count.extractor.ts';
import { normalizeText } from './text.ts';

/** Shorter words beside a kind are no subject of their own ('war', 'old'). */
const MIN_SUBJECT_LENGTH = 4;

/**
 * One word no slot read, said beside a kind, a mood or years ('vietnam war movies', 'samurai action', 'filmes de
 * guerra do Vietnã'), or offered instead of a theme ('dinosaurs or monsters'): maybe the films' subject. Returned as typed, accents kept ('vietnã'), for the answer to weigh
 * against the catalog's own words (answers/word-as-theme.ts); filler is read out of the leftover before.
 */
export function wordBesideAKind(
  query: MovieQuery,
  leftover: string,
  raw: string,
  asksAQuestion: boolean,
): string | undefined {
  const words = leftover.split(' ').filter(Boolean);
  if (words.length !== 1 || asksAQuestion) return undefined;
  if (query.theme || query.likeTitle || query.person || query.forAGroup || query.moreLikeThis)
    return undefined;
  // Beside a theme, only another one offered instead ('dinosaurs or monsters'): 'robots with feelings' wants robots.
  const besideAKind = query.keywordThemes.length
    ? asksEitherKind(normalizeText(raw))
    : query.genreIds.length > 0 ||
      Boolean(query.mood) ||
      query.yearFrom !== undefined ||
      query.yearTo !== undefined;
  const word = words[0]!;
  if (!besideAKind || word.length < MIN_SUBJECT_LENGTH || /[^\p{L}]/u.test(word)) return undefined;
  return raw.match(/\p{L}+/gu)?.find((typed) => normalizeText(typed) === word) ?? word;
}
