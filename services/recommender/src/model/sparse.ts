/** A sparse vector over integer feature indices (sorted or not; indices are unique). */
export interface SparseVector {
  indices: number[];
  values: number[];
}

/** One item's nearest neighbours: positions into the item list, best first, with their scores. */
export interface Neighbours {
  items: Int32Array;
  scores: Float32Array;
}

export function l2Normalize(vector: SparseVector, scale = 1): SparseVector {
  let norm = 0;
  for (const value of vector.values) norm += value * value;
  if (norm === 0) return vector;
  const factor = scale / Math.sqrt(norm);
  return { indices: vector.indices, values: vector.values.map((value) => value * factor) };
}

export interface TopKOptions {
  k: number;
  /**
   * Shrinks a pair's score by evidence / (evidence + shrinkage), where evidence is how many features the
   * two items share (for rating vectors: how many users rated both), so a similarity seen once counts less.
   */
  shrinkage?: number;
}

/**
 * Top-k dot-product neighbours of every item, through an inverted index: only items sharing at least one
 * feature are ever compared, so the cost follows the data's overlap, not items squared.
 */
export function topKNeighbours(vectors: SparseVector[], { k, shrinkage = 0 }: TopKOptions): Neighbours[] {
  const postings = buildPostings(vectors);
  const accumulator = new Float64Array(vectors.length);
  const evidence = new Int32Array(vectors.length);
  const touched = new Int32Array(vectors.length);
  const heap = new TopKHeap(k);
  return vectors.map((vector, item) => {
    let touchedCount = 0;
    for (let f = 0; f < vector.indices.length; f++) {
      const posting = postings.get(vector.indices[f]);
      if (!posting) continue;
      const weight = vector.values[f];
      for (let p = 0; p < posting.items.length; p++) {
        const other = posting.items[p];
        if (other === item) continue;
        if (evidence[other] === 0) touched[touchedCount++] = other;
        evidence[other] += 1;
        accumulator[other] += weight * posting.values[p];
      }
    }
    heap.clear();
    for (let t = 0; t < touchedCount; t++) {
      const other = touched[t];
      const shared = evidence[other];
      const score = shrinkage > 0 ? (accumulator[other] * shared) / (shared + shrinkage) : accumulator[other];
      if (score > 0) heap.offer(other, score);
      accumulator[other] = 0;
      evidence[other] = 0;
    }
    return heap.drainBestFirst();
  });
}

function buildPostings(vectors: SparseVector[]): Map<number, { items: Int32Array; values: Float32Array }> {
  const counts = new Map<number, number>();
  for (const vector of vectors)
    for (const index of vector.indices) counts.set(index, (counts.get(index) ?? 0) + 1);
  const postings = new Map<number, { items: Int32Array; values: Float32Array; length: number }>();
  for (const [index, count] of counts)
    postings.set(index, { items: new Int32Array(count), values: new Float32Array(count), length: 0 });
  vectors.forEach((vector, item) => {
    for (let f = 0; f < vector.indices.length; f++) {
      const posting = postings.get(vector.indices[f])!;
      posting.items[posting.length] = item;
      posting.values[posting.length] = vector.values[f];
      posting.length += 1;
    }
  });
  return postings;
}

/** Fixed-size min-heap keeping the k best (item, score) pairs seen. */
export class TopKHeap {
  private readonly items: Int32Array;
  private readonly scores: Float64Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.items = new Int32Array(k);
    this.scores = new Float64Array(k);
  }

  clear(): void {
    this.size = 0;
  }

  offer(item: number, score: number): void {
    if (this.k === 0) return;
    if (this.size < this.k) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (this.scores[parent] <= score) break;
        this.items[i] = this.items[parent];
        this.scores[i] = this.scores[parent];
        i = parent;
      }
      this.items[i] = item;
      this.scores[i] = score;
      return;
    }
    if (score <= this.scores[0]) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child = right < this.size && this.scores[right] < this.scores[left] ? right : left;
      if (this.scores[child] >= score) break;
      this.items[i] = this.items[child];
      this.scores[i] = this.scores[child];
      i = child;
    }
    this.items[i] = item;
    this.scores[i] = score;
  }

  /** The kept pairs, best first (ties by item position, so results are deterministic). */
  drainBestFirst(): Neighbours {
    const order = Array.from({ length: this.size }, (_, i) => i).sort(
      (a, b) => this.scores[b] - this.scores[a] || this.items[a] - this.items[b],
    );
    const result = { items: new Int32Array(this.size), scores: new Float32Array(this.size) };
    order.forEach((slot, rank) => {
      result.items[rank] = this.items[slot];
      result.scores[rank] = this.scores[slot];
    });
    this.size = 0;
    return result;
  }
}
