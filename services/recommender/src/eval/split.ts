import type { MovieLensRating } from './shared-dataset.ts';

/** Small seeded PRNG (mulberry32): the split is the same on every run and machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

export const POSITIVE_STARS = 4;

export interface TestUser {
  userId: number;
  /** Kept positives: the movies recommendations are queried from. */
  queryIds: number[];
  /** Everything the user rated that is not held out: never recommended back. */
  seenIds: Set<number>;
  heldOutIds: Set<number>;
}

export interface EvalSplit {
  training: MovieLensRating[];
  testUsers: TestUser[];
}

/**
 * A fixed share of users becomes test users; each test user's positives (>= 4 stars) are shuffled and 20%
 * (at least one) held out. The model trains on everything except the held-out ratings.
 */
export function splitUsers(
  ratings: MovieLensRating[],
  { seed = 42, testShare = 0.3, holdOutShare = 0.2, minPositives = 5 } = {},
): EvalSplit {
  const random = seededRandom(seed);
  const byUser = new Map<number, MovieLensRating[]>();
  for (const rating of ratings) {
    const list = byUser.get(rating.userId) ?? [];
    list.push(rating);
    byUser.set(rating.userId, list);
  }
  const training: MovieLensRating[] = [];
  const testUsers: TestUser[] = [];
  for (const userId of [...byUser.keys()].sort((a, b) => a - b)) {
    const userRatings = byUser.get(userId)!;
    const positives = userRatings.filter((rating) => rating.stars >= POSITIVE_STARS);
    if (random() >= testShare || positives.length < minPositives) {
      training.push(...userRatings);
      continue;
    }
    const heldOut = shuffle(positives, random).slice(
      0,
      Math.max(1, Math.round(positives.length * holdOutShare)),
    );
    const heldOutIds = new Set(heldOut.map((rating) => rating.tmdbId));
    const kept = userRatings.filter((rating) => !heldOutIds.has(rating.tmdbId));
    training.push(...kept);
    testUsers.push({
      userId,
      queryIds: kept.filter((rating) => rating.stars >= POSITIVE_STARS).map((rating) => rating.tmdbId),
      seenIds: new Set(kept.map((rating) => rating.tmdbId)),
      heldOutIds,
    });
  }
  return { training, testUsers };
}
