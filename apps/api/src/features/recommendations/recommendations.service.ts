import type { FastifyBaseLogger } from 'fastify';
import type { Catalog } from '@marquee/catalog';
import {
  MAX_RECOMMENDATIONS_SHOWN,
  RECOMMENDATIONS_REQUESTED,
  type MovieDetails,
  type MovieSummary,
} from '@marquee/contracts';
import type { RecommenderClient } from './recommender.client.ts';

export interface RecommendationsService {
  /** Recommended movies for the movie page; an empty list whenever the service or the catalog cannot help. */
  recommendFor(tmdbId: number): Promise<MovieSummary[]>;
}

export function createRecommendationsService({
  recommender,
  catalog,
  log,
}: {
  recommender: RecommenderClient;
  catalog: Catalog;
  log: FastifyBaseLogger;
}): RecommendationsService {
  return {
    async recommendFor(tmdbId) {
      try {
        const items = await recommender.recommend(tmdbId, RECOMMENDATIONS_REQUESTED);
        const ids = [...new Set(items.map((item) => item.tmdbId))].filter((id) => id !== tmdbId);
        if (ids.length === 0) return [];
        // One catalog call for all of them; ids it cannot resolve are simply absent (dropped).
        const byId = new Map((await catalog.getMovies(ids)).map((movie) => [movie.id, movie]));
        return ids
          .flatMap((id) => {
            const movie = byId.get(id);
            return movie ? [toMovieSummary(movie)] : [];
          })
          .slice(0, MAX_RECOMMENDATIONS_SHOWN);
      } catch (error) {
        // The movie page must render whatever happens here: no recommendations is the degraded answer.
        log.warn({ err: error, tmdbId }, 'recommendations unavailable');
        return [];
      }
    },
  };
}

function toMovieSummary({
  genres,
  runtime: _runtime,
  production_companies: _companies,
  tagline: _tagline,
  ...movie
}: MovieDetails): MovieSummary {
  return { ...movie, genre_ids: genres.map((genre) => genre.id) };
}
