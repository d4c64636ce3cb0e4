import { buildContentIndex, meaningBonus, popularityPrior } from './content-vectors.ts';
import { easeNeighbours, foldInColdMovies, type EaseOptions } from './ease.ts';
import { l2Normalize, TopKHeap, topKNeighbours, type Neighbours, type SparseVector } from './sparse.ts';
import type { TrainingData } from './training-data.ts';

/** The service answers top_n up to 50, so that many neighbours per movie are kept. */
export const NEIGHBOURS_KEPT = 50;
/** Candidates drawn from each source before blending. */
const CANDIDATES_PER_SOURCE = 100;
/** Co-raters a pair needs before its collaborative similarity counts at half strength. */
const CF_PAIR_SHRINKAGE = 10;
/** Raters a movie needs before collaborative filtering gets half of the blend. */
const CF_ITEM_CONFIDENCE = 15;
/**
 * A blended score keeps this share when the two movies have no genre in common (all of it when one's genres
 * are a subset of the other's): co-rating alone pairs Toy Story with Pulp Fiction, which a viewer finds odd.
 */
const GENRE_AGREEMENT_FLOOR = 0.6;

/**
 * EASE settings of the served model, chosen on a validation split carved out of the eval's training users
 * (`npm run recommender:eval -- --tune`; EVAL.md). Movies with fewer positives are placed through their fans.
 */
export const SERVED_EASE: Omit<EaseOptions, 'k'> = { lambda: 4000, minPositives: 10 };

export type ModelKind = 'served' | 'ease' | 'hybrid' | 'content' | 'collaborative';

export interface TrainedNeighbours {
  movieIds: number[];
  /** Per movie (same order as movieIds), its neighbours as positions into movieIds. */
  neighbours: Neighbours[];
}

/**
 * Item-to-item model: each movie's nearest movies, precomputed, so serving is a lookup.
 * served = EASE for movies with enough positives; for a colder movie someone liked, what EASE recommends to
 * its fans; the hybrid for movies nobody liked (and to top up short lists). hybrid = content similarity blended with item-based collaborative filtering, weighted towards
 * CF as the movie's rating evidence grows (and within CF, towards pairs that many users rated together).
 */
export function trainNeighbours(
  data: TrainingData,
  kind: ModelKind = 'served',
  { k = NEIGHBOURS_KEPT, ease = SERVED_EASE }: { k?: number; ease?: Omit<EaseOptions, 'k'> } = {},
): TrainedNeighbours {
  const movieIds = data.movies.map((movie) => movie.id);
  if (kind === 'ease' || kind === 'served') {
    const learned = easeNeighbours(movieIds, data.interactions, { ...ease, k });
    if (kind === 'ease') {
      const none = { items: new Int32Array(0), scores: new Float32Array(0) };
      return { movieIds, neighbours: learned.neighbours.map((list) => list ?? none) };
    }
    const foldedIn = foldInColdMovies(learned, movieIds.length, k);
    const hybrid = trainNeighbours(data, 'hybrid', { k }).neighbours;
    return {
      movieIds,
      neighbours: hybrid.map((fallback, item) =>
        topUp(learned.neighbours[item] ?? foldedIn[item], fallback, k),
      ),
    };
  }
  const content = kind === 'collaborative' ? undefined : contentNeighbours(data);
  const { vectors: ratingVectors, raters } = buildRatingVectors(data);
  const collaborative =
    kind === 'content'
      ? undefined
      : topKNeighbours(ratingVectors, { k: CANDIDATES_PER_SOURCE, shrinkage: CF_PAIR_SHRINKAGE });
  if (kind === 'content') return { movieIds, neighbours: content!.map((list) => truncate(list, k)) };
  if (kind === 'collaborative')
    return { movieIds, neighbours: collaborative!.map((list) => truncate(list, k)) };
  const heap = new TopKHeap(k);
  const blended = movieIds.map((_, item) => {
    const cfShare = raters[item] / (raters[item] + CF_ITEM_CONFIDENCE);
    const scores = new Map<number, number>();
    addScaled(scores, content![item], 1 - cfShare);
    addScaled(scores, collaborative![item], cfShare);
    heap.clear();
    const genres = data.movies[item].genreIds;
    for (const [other, score] of scores) {
      const agreement =
        GENRE_AGREEMENT_FLOOR +
        (1 - GENRE_AGREEMENT_FLOOR) * genreOverlap(genres, data.movies[other].genreIds);
      heap.offer(other, score * agreement);
    }
    return heap.drainBestFirst();
  });
  return { movieIds, neighbours: blended };
}

/** Each movie as a unit vector over the users who liked it, weighted by how much they liked it. */
function buildRatingVectors(data: TrainingData): { vectors: SparseVector[]; raters: Int32Array } {
  const position = new Map(data.movies.map((movie, index) => [movie.id, index]));
  const userIndex = new Map<string, number>();
  const vectors: SparseVector[] = data.movies.map(() => ({ indices: [], values: [] }));
  const raters = new Int32Array(data.movies.length);
  for (const interaction of data.interactions) {
    const item = position.get(interaction.movieId);
    if (item === undefined || interaction.weight <= 0) continue;
    let user = userIndex.get(interaction.userKey);
    if (user === undefined) userIndex.set(interaction.userKey, (user = userIndex.size));
    vectors[item].indices.push(user);
    vectors[item].values.push(interaction.weight);
    raters[item] += 1;
  }
  return { vectors: vectors.map((vector) => l2Normalize(vector)), raters };
}

function addScaled(scores: Map<number, number>, list: Neighbours, factor: number): void {
  if (factor <= 0 || list.items.length === 0) return;
  // Each source is scaled to its own best match, so the blend mixes ranks-like values of comparable size.
  const top = list.scores[0];
  for (let i = 0; i < list.items.length; i++) {
    const other = list.items[i];
    scores.set(other, (scores.get(other) ?? 0) + (factor * list.scores[i]) / top);
  }
}

/**
 * The EASE list, then the fallback's movies it lacks, scored below its last, so every movie gets k
 * neighbours; the fallback alone for a movie EASE does not know.
 */
function topUp(primary: Neighbours | undefined, fallback: Neighbours, k: number): Neighbours {
  if (!primary) return fallback;
  if (primary.items.length >= k) return primary;
  const seen = new Set(primary.items);
  const items = [...primary.items];
  const scores = [...primary.scores];
  const floor = scores.at(-1) ?? 1;
  for (let i = 0; i < fallback.items.length && items.length < k; i++) {
    if (seen.has(fallback.items[i])) continue;
    items.push(fallback.items[i]);
    scores.push(floor * (1 - (items.length - primary.items.length) / (k + 1)));
  }
  return { items: Int32Array.from(items), scores: Float32Array.from(scores) };
}

function truncate(list: Neighbours, k: number): Neighbours {
  return { items: list.items.slice(0, k), scores: list.scores.slice(0, k) };
}

/** Content neighbours: TF-IDF candidates, re-scored with the meaning index and a mild popularity prior. */
function contentNeighbours(data: TrainingData): Neighbours[] {
  const candidates = topKNeighbours(buildContentIndex(data.movies).vectors, { k: CANDIDATES_PER_SOURCE * 2 });
  const prior = popularityPrior(data.movies);
  const heap = new TopKHeap(CANDIDATES_PER_SOURCE);
  return candidates.map((list, item) => {
    heap.clear();
    const meaning = data.movies[item].meaning;
    for (let i = 0; i < list.items.length; i++) {
      const other = list.items[i];
      heap.offer(other, (list.scores[i] + meaningBonus(meaning, data.movies[other].meaning)) * prior[other]);
    }
    return heap.drainBestFirst();
  });
}

/** Overlap coefficient of two genre lists: 1 when one is within the other (or when either is unknown). */
function genreOverlap(a: number[], b: number[]): number {
  if (a.length === 0 || b.length === 0) return 1;
  const shared = a.filter((genre) => b.includes(genre)).length;
  return shared / Math.min(a.length, b.length);
}
