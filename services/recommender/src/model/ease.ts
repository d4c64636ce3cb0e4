import { invertSymmetricPositiveDefinite } from './spd-inverse.ts';
import { TopKHeap, type Neighbours } from './sparse.ts';
import type { Interaction } from './training-data.ts';

export interface EaseOptions {
  /** L2 penalty on the item-item weights (Steck 2019's λ). */
  lambda: number;
  /** Movies need this many positives to get a row: the Gram matrix is n×n, its inverse costs n³. */
  minPositives: number;
  /** Neighbours kept per movie. */
  k: number;
  /** Time-aware co-occurrence (see timeKernel); none when absent. */
  time?: TimeKernel;
  /**
   * EDLAE (Steck 2020, dropout-denoised EASE): each movie's penalty grows with its own positives,
   * λ + dropout / (1 - dropout) · G[i][i], so a popular movie is not simply predicted from itself.
   */
  dropout?: number;
}

/**
 * Two movies one user liked count as co-liked with weight (1 - share) + share·exp(-|Δt| / days): liked in
 * the same weeks says more about a shared taste than liked years apart. A constant plus a Laplacian kernel is
 * positive definite, so the Gram matrix stays one (EASE's inverse exists).
 */
export interface TimeKernel {
  share: number;
  days: number;
}

const SECONDS_PER_DAY = 86_400;

/** The weight of one user's pair of positives given at times a and b (seconds; 1 when either is unknown). */
export function timeKernel(kernel: TimeKernel | undefined, a: number, b: number): number {
  if (!kernel || !(a > 0) || !(b > 0)) return 1;
  return 1 - kernel.share + kernel.share * Math.exp(-Math.abs(a - b) / SECONDS_PER_DAY / kernel.days);
}

export interface EaseNeighbours {
  /** Per movie position (in the order of the movie ids given), its neighbours, or undefined when too cold. */
  neighbours: (Neighbours | undefined)[];
  /** How many movies had enough positives to take part. */
  itemCount: number;
  /** Per user, the positions of the movies they liked. */
  likedByUser: Map<string, Set<number>>;
  /** Per user, when they liked each (movie position -> seconds), for the users whose times are known. */
  likedAt: Map<string, Map<number, number>>;
}

/**
 * EASE (Steck 2019): item-item weights B = I - P·diag(1/diag(P)) with P = (XᵀX + λI)⁻¹, over the binary
 * user×movie matrix X of positives (an interaction with full weight). A user's score for movie j is
 * Σ_{i liked} B[i][j], so movie i's neighbours are row i's largest weights.
 */
export function easeNeighbours(
  movieIds: number[],
  interactions: Interaction[],
  { lambda, minPositives, k, time, dropout = 0 }: EaseOptions,
): EaseNeighbours {
  const { likedByUser, likedAt, positivesPerMovie } = positivesOf(movieIds, interactions);
  const items: number[] = [];
  const column = new Int32Array(movieIds.length).fill(-1);
  positivesPerMovie.forEach((count, movie) => {
    if (count >= minPositives) column[movie] = items.push(movie) - 1;
  });
  const n = items.length;
  const neighbours: (Neighbours | undefined)[] = new Array(movieIds.length).fill(undefined);
  if (n < 2) return { neighbours, itemCount: n, likedByUser, likedAt };

  const gram = new Float64Array(n * n);
  for (const [user, liked] of likedByUser) {
    const movies = [...liked].filter((movie) => column[movie] >= 0);
    const at = likedAt.get(user);
    for (const a of movies) {
      const row = column[a] * n;
      for (const b of movies)
        gram[row + column[b]] += time && at ? timeKernel(time, at.get(a)!, at.get(b)!) : 1;
    }
  }
  for (let i = 0; i < n; i++) gram[i * n + i] += lambda + (dropout / (1 - dropout)) * gram[i * n + i];
  const inverse = invertSymmetricPositiveDefinite(gram, n);

  const heap = new TopKHeap(k);
  for (let i = 0; i < n; i++) {
    heap.clear();
    const row = i * n;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const weight = -inverse[row + j] / inverse[j * n + j];
      if (weight > 0) heap.offer(j, weight);
    }
    const best = heap.drainBestFirst();
    neighbours[items[i]] = { items: Int32Array.from(best.items, (c) => items[c]), scores: best.scores };
  }
  return { neighbours, itemCount: n, likedByUser, likedAt };
}

/** Every user's positives (full-weight interactions) as movie positions, with their times where known. */
export function positivesOf(movieIds: number[], interactions: Interaction[]) {
  const position = new Map(movieIds.map((id, index) => [id, index]));
  const positivesPerMovie = new Int32Array(movieIds.length);
  const likedByUser = new Map<string, Set<number>>();
  const likedAt = new Map<string, Map<number, number>>();
  for (const interaction of interactions) {
    const movie = position.get(interaction.movieId);
    if (movie === undefined || interaction.weight < 1) continue;
    const liked = likedByUser.get(interaction.userKey) ?? new Set<number>();
    if (liked.has(movie)) continue;
    liked.add(movie);
    likedByUser.set(interaction.userKey, liked);
    positivesPerMovie[movie] += 1;
    if (interaction.at !== undefined) {
      const at = likedAt.get(interaction.userKey) ?? new Map<number, number>();
      at.set(movie, interaction.at);
      likedAt.set(interaction.userKey, at);
    }
  }
  return { likedByUser, likedAt, positivesPerMovie };
}

/** The users who liked each movie `included` says yes to. */
export function fansOf(
  likedByUser: Map<string, Set<number>>,
  included: (movie: number) => boolean,
): Map<number, string[]> {
  const fans = new Map<number, string[]>();
  for (const [user, liked] of likedByUser)
    for (const movie of liked) if (included(movie)) fans.set(movie, [...(fans.get(movie) ?? []), user]);
  return fans;
}

/**
 * Lists for the movies too cold for EASE that someone liked: what EASE recommends to the people who liked it
 * (their liked movies' lists, scores summed; the movie's own list left out), so "people who liked this also
 * liked" holds even for a movie with one fan. Movies nobody liked stay undefined.
 */
export function foldInColdMovies(
  ease: EaseNeighbours,
  movieCount: number,
  k: number,
): (Neighbours | undefined)[] {
  const fans = fansOf(ease.likedByUser, (movie) => !ease.neighbours[movie]);
  const lists: (Neighbours | undefined)[] = new Array(movieCount).fill(undefined);
  const scores = new Float64Array(movieCount);
  const touched: number[] = [];
  const heap = new TopKHeap(k);
  for (const [movie, users] of fans) {
    for (const user of users)
      for (const liked of ease.likedByUser.get(user)!) {
        const list = ease.neighbours[liked];
        if (!list) continue;
        for (let i = 0; i < list.items.length; i++) {
          const other = list.items[i];
          if (scores[other] === 0) touched.push(other);
          scores[other] += list.scores[i];
        }
      }
    heap.clear();
    for (const other of touched) {
      if (other !== movie) heap.offer(other, scores[other]);
      scores[other] = 0;
    }
    touched.length = 0;
    const best = heap.drainBestFirst();
    if (best.items.length > 0) lists[movie] = best;
  }
  return lists;
}
