import { ContentPlacement } from './model/content-placement.ts';
import type { Recommendation } from './model/model-file.ts';
import type { TrainingDataRepository } from './training-data.repository.ts';

/** Answers kept per movie: a movie page is viewed many times, the placement costs a few milliseconds. */
const PLACEMENTS_KEPT = 5000;

/**
 * Recommendations for catalog movies the model in service was not trained on (mirrored from TMDB or imported
 * since): their content facts are read from the shared database and placed by content at once.
 */
export class UnknownMoviePlacer {
  private placement: Promise<ContentPlacement> | undefined;
  private readonly placed = new Map<number, Recommendation[]>();

  constructor(
    private readonly repository: TrainingDataRepository,
    private readonly maxTopN: number,
  ) {}

  /** A new model is in service: it knows the movies placed so far, and the catalog may have grown. */
  reset(): void {
    this.placement = undefined;
    this.placed.clear();
  }

  /** The movie's recommendations by content, or undefined when the catalog does not have the movie either. */
  async recommend(tmdbId: number, topN: number): Promise<Recommendation[] | undefined> {
    let answer = this.placed.get(tmdbId);
    if (!answer) {
      const movie = await this.repository.movieFeatures(tmdbId);
      if (!movie) return undefined;
      this.placement ??= this.repository.catalogMovies().then((movies) => new ContentPlacement(movies));
      const placement = this.placement;
      answer = (
        await placement.catch((error: unknown) => {
          if (this.placement === placement) this.placement = undefined; // try again on the next request
          throw error;
        })
      ).place(movie, this.maxTopN);
      if (this.placed.size >= PLACEMENTS_KEPT) this.placed.delete(this.placed.keys().next().value!);
      this.placed.set(tmdbId, answer);
    }
    return answer.slice(0, topN);
  }
}
