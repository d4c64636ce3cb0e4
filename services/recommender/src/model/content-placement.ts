import { buildContentIndex, meaningBonus, popularityPrior, type ContentIndex } from './content-vectors.ts';
import { contentEvidence, decodeEvidence } from './evidence.ts';
import type { Recommendation } from './model-file.ts';
import type { MovieFeatures } from './training-data.ts';

/**
 * Places a movie the trained model has never seen (added to the catalog after the last training) among the
 * catalog's movies by content alone, at once; the next training learns it properly.
 */
export class ContentPlacement {
  private readonly index: ContentIndex;
  private readonly prior: Float64Array;

  constructor(private readonly movies: MovieFeatures[]) {
    this.index = buildContentIndex(movies);
    this.prior = popularityPrior(movies);
  }

  /**
   * The catalog movies most like this one by its facts and its meaning-index vector, best first (never
   * itself), each with what it shares most specifically; [] when it shares nothing with any.
   */
  place(movie: MovieFeatures, topN: number): Recommendation[] {
    const vector = this.index.vectorize(movie);
    const weights = new Map(vector.indices.map((index, f) => [index, vector.values[f]]));
    const scored: (Recommendation & { position: number })[] = [];
    this.index.vectors.forEach((other, position) => {
      if (this.movies[position].id === movie.id) return;
      let score = meaningBonus(movie.meaning, this.movies[position].meaning);
      for (let f = 0; f < other.indices.length; f++)
        score += (weights.get(other.indices[f]) ?? 0) * other.values[f];
      if (score > 0)
        scored.push({ tmdbId: this.movies[position].id, rating: score * this.prior[position], position });
    });
    return scored
      .sort((a, b) => b.rating - a.rating || a.tmdbId - b.tmdbId)
      .slice(0, topN)
      .map((item) => ({
        tmdbId: item.tmdbId,
        rating: Math.round(item.rating * 10_000) / 10_000,
        reason: decodeEvidence(
          contentEvidence(this.index, vector, this.index.vectors[item.position], this.movies[item.position]),
        ),
      }));
  }
}
