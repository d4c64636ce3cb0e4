import { fansOf, timeKernel, type TimeKernel } from './ease.ts';
import { TopKHeap, type Neighbours } from './sparse.ts';

export interface Rp3BetaOptions {
  /** Exponent on the random walk's transition probabilities (1 is a plain walk). */
  alpha: number;
  /** Popularity penalty: the walk's arrival probability at movie j is divided by popularity(j)^beta. */
  beta: number;
  k: number;
  time?: TimeKernel;
}

/** Users' positives as movie positions, with their times where known (see positivesOf in ease.ts). */
export interface Positives {
  likedByUser: Map<string, Set<number>>;
  likedAt: Map<string, Map<number, number>>;
  positivesPerMovie: Int32Array;
}

/**
 * The movies with at least `minPositives`, in position order, and each movie's column among them (-1: not one):
 * the dense models work on these alone.
 */
export function eligibleMovies(
  movieCount: number,
  positivesPerMovie: Int32Array,
  minPositives: number,
): { items: number[]; column: Int32Array } {
  const items: number[] = [];
  const column = new Int32Array(movieCount).fill(-1);
  positivesPerMovie.forEach((count, movie) => {
    if (count >= minPositives) column[movie] = items.push(movie) - 1;
  });
  return { items, column };
}

/**
 * RP3beta (Paudel et al. 2017): a three-step random walk movie -> fan -> movie over the graph of positives,
 * W[i][j] = Σ_u (1/deg i)^α (1/deg u)^α, divided by deg(j)^β so the walk does not always end on the most
 * liked movies. Computed among the movies with at least `minPositives` (a dense n×n walk, as costly as EASE's
 * Gram matrix); the others stay undefined, unless `fromColdMovies` (see walkFromColdMovies).
 */
export function rp3betaNeighbours(
  movieCount: number,
  { likedByUser, likedAt, positivesPerMovie }: Positives,
  { alpha, beta, k, time }: Rp3BetaOptions,
  minPositives: number,
  fromColdMovies = false,
): (Neighbours | undefined)[] {
  const { items, column } = eligibleMovies(movieCount, positivesPerMovie, minPositives);
  const n = items.length;
  const lists: (Neighbours | undefined)[] = new Array(movieCount).fill(undefined);
  if (n < 2) return lists;
  const walk = new Float64Array(n * n);
  const movieStep = Float64Array.from(items, (movie) => Math.pow(1 / positivesPerMovie[movie], alpha));
  for (const [user, liked] of likedByUser) {
    const userStep = Math.pow(1 / liked.size, alpha);
    const movies = [...liked].filter((movie) => column[movie] >= 0);
    const at = time ? likedAt.get(user) : undefined;
    for (const a of movies) {
      const row = column[a] * n;
      const step = movieStep[column[a]] * userStep;
      for (const b of movies)
        if (a !== b) walk[row + column[b]] += at ? step * timeKernel(time, at.get(a)!, at.get(b)!) : step;
    }
  }
  const penalty = Float64Array.from(items, (movie) => Math.pow(positivesPerMovie[movie], -beta));
  const heap = new TopKHeap(k);
  for (let i = 0; i < n; i++) {
    heap.clear();
    const row = i * n;
    for (let j = 0; j < n; j++) if (walk[row + j] > 0) heap.offer(j, walk[row + j] * penalty[j]);
    const best = heap.drainBestFirst();
    lists[items[i]] = { items: Int32Array.from(best.items, (c) => items[c]), scores: best.scores };
  }
  if (fromColdMovies)
    walkFromColdMovies(
      lists,
      column,
      penalty,
      { likedByUser, likedAt, positivesPerMovie },
      { alpha, k, time },
    );
  return lists;
}

/**
 * The same walk from each movie too cold for the dense part (someone liked it, fewer than `minPositives` did),
 * ending on the dense part's movies: sparse, since such a movie has only a few fans.
 */
function walkFromColdMovies(
  lists: (Neighbours | undefined)[],
  column: Int32Array,
  penalty: Float64Array,
  { likedByUser, likedAt, positivesPerMovie }: Positives,
  { alpha, k, time }: Pick<Rp3BetaOptions, 'alpha' | 'k' | 'time'>,
): void {
  const fans = fansOf(likedByUser, (movie) => column[movie] < 0);
  const walk = new Map<number, number>();
  const heap = new TopKHeap(k);
  for (const [movie, users] of fans) {
    walk.clear();
    const movieStep = Math.pow(1 / positivesPerMovie[movie], alpha);
    for (const user of users) {
      const liked = likedByUser.get(user)!;
      const step = movieStep * Math.pow(1 / liked.size, alpha);
      const at = time ? likedAt.get(user) : undefined;
      for (const other of liked) {
        if (column[other] < 0) continue;
        const weight = at ? step * timeKernel(time, at.get(movie)!, at.get(other)!) : step;
        walk.set(other, (walk.get(other) ?? 0) + weight);
      }
    }
    heap.clear();
    for (const [other, value] of walk) heap.offer(other, value * penalty[column[other]]);
    const best = heap.drainBestFirst();
    if (best.items.length > 0) lists[movie] = best;
  }
}
