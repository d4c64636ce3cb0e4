import type { TrainedNeighbours } from '../model/train.ts';
import { ndcgAtK, recallAtK } from './metrics.ts';
import type { TestUser } from './split.ts';

export const CUTOFF = 10;

export interface Scores {
  recall: number;
  ndcg: number;
  /** Share of the catalog's movies that appear in at least one user's top 10. */
  coverage: number;
}

/** A way to rank movies for a test user. */
export type UserRanker = (user: TestUser) => number[] | Promise<number[]>;

/** What one `/recommend?tmdb_id=&top_n=10` answers: ids best first (empty for a movie it does not know). */
export type MovieRecommender = (tmdbId: number) => number[] | Promise<number[]>;

/**
 * The protocol's user ranking: each query movie's top-10 list (as the movie page asks), merged by summing
 * 1/rank, kept positives removed, the best 10 kept.
 */
export function mergedListsRanker(recommend: MovieRecommender): UserRanker {
  return async (user) => {
    const scores = new Map<number, number>();
    for (const id of user.queryIds) {
      (await recommend(id)).forEach((candidate, rank) => {
        if (!user.keptPositiveIds.has(candidate))
          scores.set(candidate, (scores.get(candidate) ?? 0) + 1 / (rank + 1));
      });
    }
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, CUTOFF)
      .map(([id]) => id);
  };
}

/** A trained model's lists, read in memory exactly as the service would answer them. */
export function modelRecommender(model: TrainedNeighbours): MovieRecommender {
  const position = new Map(model.movieIds.map((id, index) => [id, index]));
  return (tmdbId) => {
    const index = position.get(tmdbId);
    if (index === undefined) return [];
    return Array.from(model.neighbours[index].items.slice(0, CUTOFF), (item) => model.movieIds[item]);
  };
}

/** The most liked movies in the training ratings, minus the user's kept positives. */
export function popularityRanker(likedCounts: Map<number, number>): UserRanker {
  const ranked = [...likedCounts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  return (user) => {
    const result: number[] = [];
    for (const id of ranked) {
      if (result.length === CUTOFF) break;
      if (!user.keptPositiveIds.has(id)) result.push(id);
    }
    return result;
  };
}

/** recall@10 = hits / min(10, hidden) and NDCG@10, averaged over the users, and catalog coverage. */
export async function scoreRanker(
  ranker: UserRanker,
  users: TestUser[],
  catalogSize: number,
): Promise<Scores> {
  let recall = 0;
  let ndcg = 0;
  const shown = new Set<number>();
  for (const user of users) {
    const ranked = await ranker(user);
    recall += recallAtK(ranked, user.heldOutIds, CUTOFF);
    ndcg += ndcgAtK(ranked, user.heldOutIds, CUTOFF);
    for (const id of ranked.slice(0, CUTOFF)) shown.add(id);
  }
  return { recall: recall / users.length, ndcg: ndcg / users.length, coverage: shown.size / catalogSize };
}
