import type { TrainedNeighbours } from '../model/train.ts';
import { ndcgAtK, recallAtK } from './metrics.ts';
import type { TestUser } from './split.ts';

export const CUTOFF = 10;

export interface Scores {
  recall: number;
  ndcg: number;
}

/** A way to rank movies for a test user from the movies they liked. */
export type UserRanker = (user: TestUser) => number[];

/** Item-to-item recommendations for a user: each liked movie's neighbours, scores summed, seen movies left out. */
export function itemToItemRanker(model: TrainedNeighbours): UserRanker {
  const position = new Map(model.movieIds.map((id, index) => [id, index]));
  return (user) => {
    const scores = new Map<number, number>();
    for (const id of user.queryIds) {
      const index = position.get(id);
      if (index === undefined) continue;
      const list = model.neighbours[index];
      for (let i = 0; i < list.items.length; i++) {
        const candidate = model.movieIds[list.items[i]];
        if (user.seenIds.has(candidate)) continue;
        scores.set(candidate, (scores.get(candidate) ?? 0) + list.scores[i]);
      }
    }
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, CUTOFF)
      .map(([id]) => id);
  };
}

/** The most liked movies in the training ratings, minus what the user has seen. */
export function popularityRanker(likedCounts: Map<number, number>): UserRanker {
  const ranked = [...likedCounts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  return (user) => {
    const result: number[] = [];
    for (const id of ranked) {
      if (result.length === CUTOFF) break;
      if (!user.seenIds.has(id)) result.push(id);
    }
    return result;
  };
}

export function scoreRanker(ranker: UserRanker, users: TestUser[]): Scores {
  let recall = 0;
  let ndcg = 0;
  for (const user of users) {
    const ranked = ranker(user);
    recall += recallAtK(ranked, user.heldOutIds, CUTOFF);
    ndcg += ndcgAtK(ranked, user.heldOutIds, CUTOFF);
  }
  return { recall: recall / users.length, ndcg: ndcg / users.length };
}
