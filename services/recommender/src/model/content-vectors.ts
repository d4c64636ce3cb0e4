import { l2Normalize, type SparseVector } from './sparse.ts';
import { overviewTerms } from './text-terms.ts';
import type { MovieFeatures } from './training-data.ts';

/** How much each kind of fact counts in content similarity (weights of unit-length blocks). */
export const CONTENT_BLOCK_WEIGHTS = {
  genre: 1.0,
  keyword: 1.0,
  cast: 0.55,
  director: 0.6,
  overview: 0.75,
} as const;
type Block = keyof typeof CONTENT_BLOCK_WEIGHTS;

/** Billing order matters: the leads say more about a movie than the tenth name in the credits. */
const CAST_CONSIDERED = 8;

export interface ContentIndex {
  /** One unit vector per movie given, in the same order. */
  vectors: SparseVector[];
  /** A movie outside the index as a vector over the index's terms and weights (terms it has never seen drop out). */
  vectorize(movie: MovieFeatures): SparseVector;
  /** The term a feature index stands for ("g:80", "k:heist", "c:1158", "d:1032", "o:bank"). */
  termOf(index: number): string;
}

/**
 * One TF-IDF vector per movie over genres, keywords, cast, directors and overview terms. Each block is
 * normalised on its own and weighted, so a long overview cannot drown out the genres; the whole vector is
 * then unit length, so a dot product is a cosine similarity.
 */
export function buildContentIndex(movies: MovieFeatures[]): ContentIndex {
  const documents = movies.map(movieTerms);
  const documentFrequency = new Map<string, number>();
  for (const terms of documents)
    for (const term of terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const vocabulary = new Map<string, number>();
  const total = movies.length;
  const toVector = (terms: Map<string, number>, grow: boolean): SparseVector => {
    const blocks = new Map<Block, SparseVector>();
    for (const [term, frequency] of terms) {
      const df = documentFrequency.get(term) ?? 0;
      if (df < 2) continue; // a term no other movie has cannot make two movies similar
      let index = vocabulary.get(term);
      if (index === undefined) {
        if (!grow) continue;
        vocabulary.set(term, (index = vocabulary.size));
      }
      const block = blockOf(term);
      const vector = blocks.get(block) ?? { indices: [], values: [] };
      vector.indices.push(index);
      vector.values.push((1 + Math.log(frequency)) * Math.log(total / df));
      blocks.set(block, vector);
    }
    const combined: SparseVector = { indices: [], values: [] };
    for (const [block, vector] of blocks) {
      const weighted = l2Normalize(vector, CONTENT_BLOCK_WEIGHTS[block]);
      combined.indices.push(...weighted.indices);
      combined.values.push(...weighted.values);
    }
    return l2Normalize(combined);
  };
  const vectors = documents.map((terms) => toVector(terms, true));
  const terms = [...vocabulary.keys()];
  return {
    vectors,
    vectorize: (movie) => toVector(movieTerms(movie), false),
    termOf: (index) => terms[index],
  };
}

/**
 * A mild popularity prior for content neighbours: among equally similar movies, people are far more likely to
 * know and want the well-known one (an obscure near-duplicate is rarely a good suggestion).
 */
export function popularityPrior(movies: MovieFeatures[]): Float64Array {
  const logs = movies.map((movie) => Math.log1p(Math.max(0, movie.popularity)));
  const max = Math.max(1e-9, ...logs);
  return Float64Array.from(logs, (value) => 0.2 + value / max);
}

function movieTerms(movie: MovieFeatures): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (term: string, weight = 1) => terms.set(term, (terms.get(term) ?? 0) + weight);
  for (const id of movie.genreIds) add(`g:${id}`);
  for (const keyword of movie.keywords) add(`k:${keyword.toLowerCase().trim()}`);
  movie.castIds.slice(0, CAST_CONSIDERED).forEach((id, order) => add(`c:${id}`, order < 3 ? 2 : 1));
  for (const id of movie.directorIds) add(`d:${id}`);
  for (const term of overviewTerms(movie.overview)) add(`o:${term}`);
  return terms;
}

function blockOf(term: string): Block {
  switch (term[0]) {
    case 'g':
      return 'genre';
    case 'k':
      return 'keyword';
    case 'c':
      return 'cast';
    case 'd':
      return 'director';
    default:
      return 'overview';
  }
}

/** How much the meaning index's similarity adds to the TF-IDF cosine of two movies. */
const MEANING_WEIGHT = 0.5;
/** Sentence embeddings of any two plot summaries are somewhat alike: only similarity above this counts. */
const MEANING_FLOOR = 0.25;

/** What the meaning index adds to two movies' content similarity (0 when either has no vector). */
export function meaningBonus(a: Float32Array | undefined, b: Float32Array | undefined): number {
  if (!a || !b || a.length !== b.length) return 0;
  let cosine = 0;
  for (let i = 0; i < a.length; i++) cosine += a[i] * b[i];
  return MEANING_WEIGHT * Math.max(0, cosine - MEANING_FLOOR);
}
