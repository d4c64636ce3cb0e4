import type { MovieEmbeddings } from './embeddings.repository.ts';

export interface Neighbour {
  id: number;
  score: number;
}

/** Movie vectors in one Float32Array, scanned in full for each query (a few ms for ~10k movies). */
export class MeaningIndex {
  private readonly rowOf = new Map<number, number>();

  constructor(private readonly embeddings: MovieEmbeddings) {
    embeddings.ids.forEach((id, row) => this.rowOf.set(id, row));
  }

  get size(): number {
    return this.embeddings.ids.length;
  }

  /** A copy of the movie's own vector, or undefined when it has none. */
  vectorOf(id: number): Float32Array | undefined {
    const row = this.rowOf.get(id);
    if (row === undefined) return undefined;
    const { dimensions, vectors } = this.embeddings;
    return vectors.slice(row * dimensions, (row + 1) * dimensions);
  }

  /** The `limit` accepted movies with the highest cosine similarity to `query` (unit length), best first. */
  nearest(query: Float32Array, accept: (id: number) => boolean, limit: number): Neighbour[] {
    const { dimensions, vectors, ids } = this.embeddings;
    if (query.length !== dimensions || limit <= 0) return [];
    const best: Neighbour[] = [];
    for (let row = 0; row < ids.length; row++) {
      const id = ids[row];
      if (!accept(id)) continue;
      let score = 0;
      const base = row * dimensions;
      for (let index = 0; index < dimensions; index++) score += vectors[base + index] * query[index];
      if (best.length === limit && score <= best[limit - 1].score) continue;
      let position = best.length === limit ? limit - 1 : best.length;
      if (best.length < limit) best.push({ id, score });
      while (position > 0 && best[position - 1].score < score) {
        best[position] = best[position - 1];
        position--;
      }
      best[position] = { id, score };
    }
    return best;
  }
}
