import { buildContentIndex, meaningBonus, popularityPrior, type ContentIndex } from './content-vectors.ts';
import { CO_LIKED, contentEvidence, type EvidenceCode } from './evidence.ts';
import { easeNeighbours, type EaseOptions } from './ease.ts';
import { addScaled, collaborativeNeighbours, type CollaborativeOptions } from './ensemble.ts';
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

/**
 * The served model's collaborative side (issue #25's candidates, chosen on the validation split; EVAL.md). RP3beta
 * walks with α 0.7 (a heavy rater's pairs count more than at 1) and from the movies too cold for EASE as well;
 * each list then takes a second step through its 5 best movies' lists (chosen on other test splits, EVAL.md). A
 * Mult-VAE (one tanh layer of 200, 20 passes; its top 100 re-ranked by popularity^-0.75) is blended × 0.8 into
 * EASE's movies' lists before that step (issue #25's fourth round, EVAL.md).
 */
export const SERVED_COLLABORATIVE: CollaborativeOptions = {
  ease: SERVED_EASE,
  rp3: { alpha: 0.7, beta: 0.25, weight: 0.4, coldWeight: 0.45 },
  time: { share: 0.5, days: 7 },
  debias: 0.05,
  vae: {
    hidden: 200,
    latent: 100,
    epochs: 20,
    batch: 32,
    learningRate: 0.001,
    klWeight: 0.2,
    dropout: 0.5,
    seed: 1,
    popularityExponent: 0.75,
    weight: 0.8,
  },
  secondStep: { weight: 0.5, from: 5 },
};

/** Where a neighbour in a served list comes from: what people liked together, or the movies' content. */
export const NeighbourSource = { CoLiked: 0, Content: 1 } as const;

export type ModelKind = 'served' | 'ease' | 'hybrid' | 'content' | 'collaborative';

export interface TrainedNeighbours {
  movieIds: number[];
  /** Per movie (same order as movieIds), its neighbours as positions into movieIds. */
  neighbours: Neighbours[];
  /** Per movie, per neighbour: why it is there (the served model only; see evidence.ts). */
  evidence?: EvidenceCode[][];
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
  {
    k = NEIGHBOURS_KEPT,
    ease = SERVED_EASE,
    collaborative: collaborativeOptions = SERVED_COLLABORATIVE,
    hybrid: trainedHybrid,
  }: {
    k?: number;
    ease?: Omit<EaseOptions, 'k'>;
    collaborative?: CollaborativeOptions;
    /** The hybrid's lists when already trained on the same data (the eval tries several candidates). */
    hybrid?: Neighbours[];
  } = {},
): TrainedNeighbours {
  const movieIds = data.movies.map((movie) => movie.id);
  if (kind === 'ease') {
    const learned = easeNeighbours(movieIds, data.interactions, { ...ease, k });
    const none = { items: new Int32Array(0), scores: new Float32Array(0) };
    return { movieIds, neighbours: learned.neighbours.map((list) => list ?? none) };
  }
  if (kind === 'served') {
    const learned = collaborativeNeighbours(movieIds, data.interactions, collaborativeOptions, k);
    const hybrid = trainedHybrid ?? trainNeighbours(data, 'hybrid', { k }).neighbours;
    const lists = hybrid.map((fallback, item) => topUp(learned[item], fallback, k));
    const neighbours = lists.map((list) => list.neighbours);
    return {
      movieIds,
      neighbours,
      evidence: explainLists(
        data,
        neighbours,
        lists.map((list) => list.sources),
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

/**
 * The collaborative list, then the fallback's movies it lacks, scored below its last, so every movie gets k
 * neighbours; the fallback alone for a movie no one liked. Each neighbour keeps where it came from.
 */
function topUp(
  primary: Neighbours | undefined,
  fallback: Neighbours,
  k: number,
): { neighbours: Neighbours; sources: Uint8Array } {
  const fromContent = (count: number) => new Uint8Array(count).fill(NeighbourSource.Content);
  if (!primary) return { neighbours: fallback, sources: fromContent(fallback.items.length) };
  if (primary.items.length >= k)
    return { neighbours: primary, sources: new Uint8Array(primary.items.length) };
  const seen = new Set(primary.items);
  const items = [...primary.items];
  const scores = [...primary.scores];
  const floor = scores.at(-1) ?? 1;
  for (let i = 0; i < fallback.items.length && items.length < k; i++) {
    if (seen.has(fallback.items[i])) continue;
    items.push(fallback.items[i]);
    scores.push(floor * (1 - (items.length - primary.items.length) / (k + 1)));
  }
  const sources = new Uint8Array(items.length);
  sources.fill(NeighbourSource.Content, primary.items.length);
  return { neighbours: { items: Int32Array.from(items), scores: Float32Array.from(scores) }, sources };
}

function truncate(list: Neighbours, k: number): Neighbours {
  return { items: list.items.slice(0, k), scores: list.scores.slice(0, k) };
}

/**
 * Each neighbour's evidence: co-liked where the collaborative model put it, else what the two movies' content
 * shares most (their TF-IDF vectors' largest named block).
 */
function explainLists(data: TrainingData, lists: Neighbours[], sources: Uint8Array[]): EvidenceCode[][] {
  let index: ContentIndex | undefined;
  return lists.map((list, movie) =>
    Array.from(list.items, (other, slot) => {
      if (sources[movie][slot] === NeighbourSource.CoLiked) return CO_LIKED;
      index ??= buildContentIndex(data.movies);
      return contentEvidence(index, index.vectors[movie], index.vectors[other], data.movies[other]);
    }),
  );
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
