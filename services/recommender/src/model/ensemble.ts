import { easeNeighbours, foldInColdMovies, positivesOf, type EaseOptions, type TimeKernel } from './ease.ts';
import { ialsNeighbours, type IalsOptions } from './ials.ts';
import { multVaeNeighbours, type MultVaeOptions } from './mult-vae.ts';
import { rp3betaNeighbours, type Rp3BetaOptions } from './rp3beta.ts';
import { TopKHeap, type Neighbours } from './sparse.ts';
import type { Interaction } from './training-data.ts';

/** The collaborative side of the served model: EASE, optionally blended with RP3beta, time-aware and de-biased. */
export interface CollaborativeOptions {
  ease: Omit<EaseOptions, 'k' | 'time'>;
  /** RP3beta's lists blended into EASE's with this weight (each list scaled to its best score first). */
  rp3?: Omit<Rp3BetaOptions, 'k' | 'time'> & {
    weight: number;
    /** Walk from the movies too cold for EASE too, blended into their fans' lists with this weight. */
    coldWeight?: number;
  };
  /** Implicit ALS's lists blended in with this weight (each list scaled to its best score first). */
  ials?: Omit<IalsOptions, 'k'> & { weight: number };
  /**
   * Mult-VAE's lists (mult-vae.ts) blended into EASE's movies' lists with this weight (each list scaled to its best
   * score first); the movies too cold for EASE get none.
   */
  vae?: Omit<MultVaeOptions, 'k'> & { weight: number };
  /** Time-aware co-occurrence for both models. */
  time?: TimeKernel;
  /** Scores divided by (positives of the recommended movie)^debias: a nudge away from the same few hits. */
  debias?: number;
  /** A second step on the lists' graph: each list blended with its best movies' own lists (see withSecondStep). */
  secondStep?: SecondStep;
}

export interface SecondStep {
  /** Weight of the neighbours' lists, shared among them by their scores. */
  weight: number;
  /** How many of a list's best movies lend theirs. */
  from: number;
}

/** Candidates each model offers a movie before the blend. */
const CANDIDATES = 100;

/**
 * Every movie's collaborative list: EASE's row (blended with RP3beta's when asked) for movies with enough
 * positives, what EASE recommends to their fans for colder ones someone liked, undefined for the rest.
 */
export function collaborativeNeighbours(
  movieIds: number[],
  interactions: Interaction[],
  options: CollaborativeOptions,
  k: number,
): (Neighbours | undefined)[] {
  const ease = easeNeighbours(movieIds, interactions, { ...options.ease, k: CANDIDATES, time: options.time });
  // Fans' fold-in sums the kept lists (k long), as it always has.
  const kept = { ...ease, neighbours: ease.neighbours.map((list) => list && truncate(list, k)) };
  const foldedIn = foldInColdMovies(kept, movieIds.length, CANDIDATES);
  const positives = positivesOf(movieIds, interactions);
  const rp3 = options.rp3
    ? rp3betaNeighbours(
        movieIds.length,
        positives,
        { ...options.rp3, k: CANDIDATES, time: options.time },
        options.ease.minPositives,
        options.rp3.coldWeight !== undefined,
      )
    : undefined;
  const ials = options.ials
    ? ialsNeighbours(
        movieIds.length,
        positives,
        { ...options.ials, k: CANDIDATES },
        options.ease.minPositives,
      )
    : undefined;
  const vae = options.vae
    ? multVaeNeighbours(
        movieIds.length,
        positives,
        { ...options.vae, k: CANDIDATES },
        options.ease.minPositives,
      )
    : undefined;
  const penalty = Float64Array.from(positives.positivesPerMovie, (count) =>
    options.debias ? Math.pow(count + 1, -options.debias) : 1,
  );
  const heap = new TopKHeap(k);
  const scores = new Map<number, number>();
  const lists = movieIds.map((_, movie) => {
    const primary = ease.neighbours[movie] ?? foldedIn[movie];
    if (!primary) return undefined;
    scores.clear();
    addScaled(scores, primary, 1);
    if (rp3?.[movie])
      addScaled(scores, rp3[movie], ease.neighbours[movie] ? options.rp3!.weight : options.rp3!.coldWeight!);
    if (ials?.[movie]) addScaled(scores, ials[movie], options.ials!.weight);
    if (vae?.[movie] && ease.neighbours[movie]) addScaled(scores, vae[movie], options.vae!.weight);
    heap.clear();
    for (const [other, score] of scores) heap.offer(other, score * penalty[other]);
    return heap.drainBestFirst();
  });
  return options.secondStep ? withSecondStep(lists, options.secondStep, k) : lists;
}

/**
 * Each list plus the lists of its `from` best movies (each scaled to its best, times weight × the movie's score
 * relative to the list's best / from): a movie the neighbours agree on rises, one only the query movie points to
 * falls. Across the many lists a history merges, that agreement is what recurs (EVAL.md, "Other test splits").
 */
export function withSecondStep(
  lists: (Neighbours | undefined)[],
  { weight, from }: SecondStep,
  k: number,
): (Neighbours | undefined)[] {
  const heap = new TopKHeap(k);
  const scores = new Map<number, number>();
  return lists.map((list, movie) => {
    if (!list || list.items.length === 0) return list;
    scores.clear();
    addScaled(scores, list, 1);
    for (let rank = 0; rank < Math.min(from, list.items.length); rank++) {
      const next = lists[list.items[rank]];
      if (next) addScaled(scores, next, (weight * list.scores[rank]) / list.scores[0] / from);
    }
    scores.delete(movie);
    heap.clear();
    for (const [other, score] of scores) heap.offer(other, score);
    return heap.drainBestFirst();
  });
}

/** Adds a list's scores, scaled to its own best, times `factor`. */
export function addScaled(scores: Map<number, number>, list: Neighbours, factor: number): void {
  if (factor <= 0 || list.items.length === 0) return;
  const top = list.scores[0];
  for (let i = 0; i < list.items.length; i++) {
    const other = list.items[i];
    scores.set(other, (scores.get(other) ?? 0) + (factor * list.scores[i]) / top);
  }
}

function truncate(list: Neighbours, k: number): Neighbours {
  return { items: list.items.slice(0, k), scores: list.scores.slice(0, k) };
}
