import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogAvailability, CatalogBrowse, CatalogFacts } from '@marquee/catalog';
import type { Database } from '@marquee/db';
import type { RecommenderClient } from '../../platform/recommender-client.ts';
import { createPredictionsKept, type PredictionsKept } from './member-predictions.ts';
import { createOnMyServices } from './on-my-services.ts';
import { createTonightRepository, type TonightRepository } from './tonight.repository.ts';
import { createWatchTogetherRepository, type WatchTogetherRepository } from './watch-together.repository.ts';

/** Of these movies, the ones streaming on the user's services in their region (live TMDB only). */
export type OnMyServices = (userId: string, tmdbIds: number[]) => Promise<number[]>;

/** What Watch tonight's use cases are built from; each one takes the part of it that it uses. */
export interface TonightDependencies {
  tonight: TonightRepository;
  partners: WatchTogetherRepository;
  recommender: RecommenderClient;
  catalog: CatalogBrowse & CatalogFacts;
  /** Undefined without live TMDB: "on my services" is then refused. */
  onMyServices: OnMyServices | undefined;
  /** The members' answers of the recommender, kept between requests. */
  predictions: PredictionsKept;
  log: FastifyBaseLogger;
}

export function createTonightDependencies({
  db,
  catalog,
  recommender,
  log,
}: {
  db: Kysely<Database>;
  /** Where to watch only with live TMDB, as the whole catalog has it. */
  catalog: CatalogBrowse & CatalogFacts & { availability?: CatalogAvailability };
  recommender: RecommenderClient;
  log: FastifyBaseLogger;
}): TonightDependencies {
  const { availability } = catalog;
  return {
    tonight: createTonightRepository(db),
    partners: createWatchTogetherRepository(db),
    recommender,
    catalog,
    onMyServices: availability ? createOnMyServices(db, availability) : undefined,
    predictions: createPredictionsKept(),
    log,
  };
}
