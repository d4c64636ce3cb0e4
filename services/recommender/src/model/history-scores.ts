import type { Recommendation } from './model-file.ts';

/** History movies named as a pick's contributors, largest first. */
export const CONTRIBUTORS_NAMED = 3;

const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * A user's picks from their history movies' lists (`lists[i]` is `history[i]`'s, best first): a movie's score
 * is the sum of 1/rank over the lists it is in, each term the contribution of that history movie, so the
 * named contributors are exactly the largest terms of the score. History movies are never picks; with
 * `candidates`, only those movies are scored. Best first; ties by id.
 */
export function scoreHistory(
  history: number[],
  lists: Recommendation[][],
  candidates?: Set<number>,
): Recommendation[] {
  const seen = new Set(history);
  const terms = new Map<number, { tmdbId: number; contribution: number }[]>();
  lists.forEach((list, position) =>
    list.forEach((item, rank) => {
      if (seen.has(item.tmdbId) || (candidates && !candidates.has(item.tmdbId))) return;
      const contributions = terms.get(item.tmdbId) ?? [];
      contributions.push({ tmdbId: history[position], contribution: 1 / (rank + 1) });
      terms.set(item.tmdbId, contributions);
    }),
  );
  return [...terms.entries()]
    .map(([tmdbId, contributions]) => ({
      tmdbId,
      score: contributions.reduce((sum, term) => sum + term.contribution, 0),
      contributions,
    }))
    .sort((a, b) => b.score - a.score || a.tmdbId - b.tmdbId)
    .map(({ tmdbId, score, contributions }) => ({
      tmdbId,
      rating: rounded(score),
      because: contributions
        .sort(
          (a, b) => b.contribution - a.contribution || history.indexOf(a.tmdbId) - history.indexOf(b.tmdbId),
        )
        .slice(0, CONTRIBUTORS_NAMED)
        .map((term) => ({ tmdbId: term.tmdbId, contribution: rounded(term.contribution) })),
    }));
}
