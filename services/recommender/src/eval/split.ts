import { seededRandom } from '@marquee/contracts';
import type { MovieLensRating } from './shared-dataset.ts';

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

export const POSITIVE_STARS = 4;

export const SPLIT_PROTOCOL = {
  /** Share of the eligible users that become test users. */
  testShare: 0.25,
  /** Positives a user needs to be eligible. */
  minPositives: 10,
  /** Share of each test user's positives hidden from training. */
  holdOutShare: 0.25,
  /** Each test user asks for recommendations from this many of their most recent kept positives. */
  queries: 20,
} as const;

export interface TestUser {
  userId: number;
  /** The most recent kept positives, newest first: each one asks `/recommend` as the movie page does. */
  queryIds: number[];
  /** Every kept positive: never counted as a hit (removed from the merged list). */
  keptPositiveIds: Set<number>;
  heldOutIds: Set<number>;
}

export interface EvalSplit {
  training: MovieLensRating[];
  testUsers: TestUser[];
}

/**
 * Issue #15's protocol: a seeded 25% of the users with at least 10 positives (>= 4 stars) are test users; each
 * hides a random 25% of its positives; everything else is training. `excludedUsers` are never picked (so a
 * validation split can be carved out of the training users only).
 */
export function splitUsers(
  ratings: MovieLensRating[],
  { seed = 42, excludedUsers = new Set<number>() }: { seed?: number; excludedUsers?: Set<number> } = {},
): EvalSplit {
  const random = seededRandom(seed);
  const byUser = new Map<number, MovieLensRating[]>();
  for (const rating of ratings) {
    const list = byUser.get(rating.userId) ?? [];
    list.push(rating);
    byUser.set(rating.userId, list);
  }
  const positivesOf = (userId: number) =>
    byUser.get(userId)!.filter((rating) => rating.stars >= POSITIVE_STARS);
  const eligible = [...byUser.keys()]
    .sort((a, b) => a - b)
    .filter(
      (userId) => !excludedUsers.has(userId) && positivesOf(userId).length >= SPLIT_PROTOCOL.minPositives,
    );
  const chosen = new Set(
    shuffle(eligible, random).slice(0, Math.round(eligible.length * SPLIT_PROTOCOL.testShare)),
  );

  const training: MovieLensRating[] = [];
  const testUsers: TestUser[] = [];
  for (const userId of [...byUser.keys()].sort((a, b) => a - b)) {
    const userRatings = byUser.get(userId)!;
    if (!chosen.has(userId)) {
      training.push(...userRatings);
      continue;
    }
    const positives = positivesOf(userId);
    const heldOut = shuffle(positives, random).slice(
      0,
      Math.max(1, Math.round(positives.length * SPLIT_PROTOCOL.holdOutShare)),
    );
    const heldOutIds = new Set(heldOut.map((rating) => rating.tmdbId));
    const kept = userRatings.filter((rating) => !heldOutIds.has(rating.tmdbId));
    training.push(...kept);
    const keptPositives = kept
      .filter((rating) => rating.stars >= POSITIVE_STARS)
      .sort((a, b) => b.timestamp - a.timestamp || a.tmdbId - b.tmdbId);
    testUsers.push({
      userId,
      queryIds: keptPositives.slice(0, SPLIT_PROTOCOL.queries).map((rating) => rating.tmdbId),
      keptPositiveIds: new Set(keptPositives.map((rating) => rating.tmdbId)),
      heldOutIds,
    });
  }
  return { training, testUsers };
}
