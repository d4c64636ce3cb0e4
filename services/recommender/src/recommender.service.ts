import type { FastifyBaseLogger } from 'fastify';
import { RECOMMENDER_MAX_TOP_N } from '@marquee/contracts';
import { readModelFile, RecommendationModel } from './model/model-file.ts';
import { trainInWorker } from './model-training.ts';
import type { RecommenderState } from './recommender.app.ts';
import type { TrainingDataRepository } from './training-data.repository.ts';
import type { Recommendation } from './model/model-file.ts';
import { UnknownMoviePlacer } from './unknown-movies.ts';

/** While the catalog is empty (the API seeds it at its own start), look again soon rather than at the normal pace. */
const EMPTY_CATALOG_RECHECK_MS = 2000;

/**
 * Keeps the model in service: the model file when it fits the data, otherwise a freshly trained one (written
 * back to the file); checks periodically for changes to the catalog, imported ratings or our users' likes and
 * 7+ ratings, and retrains in the background when there are any.
 */
export class ModelKeeper implements RecommenderState {
  private current: RecommendationModel | undefined;
  private site: string | undefined;
  private training = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly unknownMovies: UnknownMoviePlacer;

  constructor(
    private readonly repository: TrainingDataRepository,
    private readonly options: {
      databaseUrl: string;
      modelPath: string;
      refreshSeconds: number;
      log: FastifyBaseLogger;
    },
  ) {
    this.unknownMovies = new UnknownMoviePlacer(repository, RECOMMENDER_MAX_TOP_N);
  }

  model(): RecommendationModel | undefined {
    return this.current;
  }

  recommendUnknown(tmdbId: number, topN: number): Promise<Recommendation[] | undefined> {
    return this.unknownMovies.recommend(tmdbId, topN);
  }

  catalogId(): string | undefined {
    return this.site;
  }

  status(): 'ok' | 'training' {
    return this.current ? 'ok' : 'training';
  }

  /** Serves the model file at once if it exists (even stale: better than nothing while retraining). */
  loadModelFile(): void {
    const file = readModelFile(this.options.modelPath);
    if (file) {
      this.current = new RecommendationModel(file);
      this.options.log.info(
        { movies: this.current.movieCount, trainedAt: file.trainedAt },
        'recommendation model loaded',
      );
    }
  }

  /** Retrains when the model is missing or no longer fits the catalog; then keeps checking. */
  async refresh(): Promise<void> {
    if (this.training || this.stopped) return;
    this.training = true;
    try {
      const fingerprint = await this.repository.fingerprint();
      if (this.current?.fingerprint !== fingerprint) {
        const started = performance.now();
        await trainInWorker({ databaseUrl: this.options.databaseUrl, modelPath: this.options.modelPath });
        const file = readModelFile(this.options.modelPath);
        if (!file)
          throw new Error(`the training worker wrote no readable model to ${this.options.modelPath}`);
        this.current = new RecommendationModel(file);
        this.unknownMovies.reset();
        this.options.log.info(
          { movies: this.current.movieCount, seconds: Math.round(performance.now() - started) / 1000 },
          'recommendation model trained',
        );
      }
      // Read after training: the API writes the id before it seeds the catalog, so a model of movies means an id.
      this.site ??= await this.repository.siteId();
    } catch (error) {
      this.options.log.error(
        { err: error },
        'recommendation model refresh failed; keeping the current model',
      );
    } finally {
      this.training = false;
      this.schedule();
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.stopped) return;
    const delay =
      this.current && this.current.movieCount > 0
        ? this.options.refreshSeconds * 1000
        : EMPTY_CATALOG_RECHECK_MS;
    this.timer = setTimeout(() => void this.refresh(), delay);
    this.timer.unref();
  }
}
