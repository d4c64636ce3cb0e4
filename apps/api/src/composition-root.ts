import { createCircuitBreaker } from '@marquee/contracts';
import type { AppContext } from './context.ts';
import { createChatService } from './features/chat/chat.service.ts';
import { createLlmClient } from './features/chat/llm/llm.client.ts';
import { createLibraryContextService } from './platform/library-context/library-context.service.ts';
import { createDiaryRepository } from './features/diary/diary.repository.ts';
import { createDiaryService } from './features/diary/diary.service.ts';
import { diaryEventsOf } from './platform/diary-events.ts';
import { publishableEventsOf } from './platform/publishable-events.ts';
import { friendsRatingsOf } from './platform/friends-ratings.ts';
import { createCalendarRepository } from './features/calendar/calendar.repository.ts';
import { createCalendarService } from './features/calendar/calendar.service.ts';
import { CatalogService } from './features/catalog/catalog.service.ts';
import { readWatchRegion } from './platform/watch-region.ts';
import { readUserLanguage } from './platform/wording/user-language.ts';
import { createImportService } from './features/import/import.service.ts';
import { createImportRepository } from './features/import/import.repository.ts';
import { createTonightDependencies } from './features/watch-tonight/tonight.dependencies.ts';
import { createWatchTogetherRepository } from './features/watch-tonight/watch-together.repository.ts';
import { createWatchTogetherService } from './features/watch-tonight/watch-together.service.ts';
import { createConnectionsDependencies } from './features/connections/connections.dependencies.ts';
import { createFederationDependencies } from './features/federation/federation.dependencies.ts';
import { createWhereToWatchService } from './features/where-to-watch/where-to-watch.service.ts';
import { createWatchServicesRepository } from './platform/watch-services.ts';
import { createApiTokensService } from './features/api-tokens/api-tokens.service.ts';
import { createApiTokensRepository } from './features/api-tokens/api-tokens.repository.ts';
import { createExportService } from './features/export/export.service.ts';
import { createExportRepository } from './features/export/export.repository.ts';
import { createStatsService } from './features/stats/stats.service.ts';
import { createStatsRepository } from './features/stats/stats.repository.ts';
import { createForYouService } from './features/for-you/for-you.service.ts';
import { createForYouRepository } from './features/for-you/for-you.repository.ts';
import { createRecommendationsService } from './features/recommendations/recommendations.service.ts';
import { createLibraryStatusesService } from './features/library-statuses/library-statuses.service.ts';
import { createLibraryContextRepository } from './platform/library-context/library-context.repository.ts';
import { createVisitsService } from './features/visits/visits.service.ts';
import { createVisitsRepository } from './features/visits/visits.repository.ts';
import { createProfilesService } from './features/profiles/profiles.service.ts';
import { createProfilesRepository } from './features/profiles/profiles.repository.ts';
import { createPlaylistsService } from './features/playlists/playlists.service.ts';
import { createPlaylistsRepository } from './features/playlists/playlists.repository.ts';
import { createCommentsService } from './features/comments/comments.service.ts';
import { createCommentsRepository } from './features/comments/comments.repository.ts';
import { createWatchStatusService } from './features/watch-status/watch-status.service.ts';
import { createWatchStatusRepository } from './features/watch-status/watch-status.repository.ts';
import { createRatingsService } from './features/ratings/ratings.service.ts';
import { createRatingsRepository } from './features/ratings/ratings.repository.ts';
import { createLikesRepository } from './features/likes/likes.repository.ts';
import { createLikesService } from './features/likes/likes.service.ts';
import { createAuthDependencies } from './features/auth/auth.dependencies.ts';
import { createAccountService } from './features/account/account.service.ts';
import { createAccountRepository } from './features/account/account.repository.ts';
import { accountEventsOf } from './platform/account-events.ts';

/** One LLM provider call; the assistant's whole tool-calling exchange has its own budget in its service. */
const LLM_CALL_TIMEOUT_MS = 8_000;

/** The assistant, with the LLM client when one is configured (LLM_BASE_URL and LLM_MODEL). */
function composeChat({ config, catalog, recommender, log }: AppContext) {
  const llm =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? createLlmClient({
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: LLM_CALL_TIMEOUT_MS,
        })
      : undefined;
  return createChatService({
    catalog,
    recommender,
    log,
    llm,
    breaker: llm ? createCircuitBreaker() : undefined,
    shareLibraryWithLlm: config.LLM_SHARE_LIBRARY,
    warmRouter: config.WARM_ENCODER_ON_START,
  });
}

/**
 * The API's object graph, built once per process from its context: every feature's repositories and services,
 * handed to the routes by features/index.ts. The one place that says what each feature is made of (decision 037);
 * a test swaps one piece through buildApp's `services` option. Asynchronous for auth alone: better-auth's tables
 * are migrated before it starts.
 */
export async function composeServices(context: AppContext) {
  const { db } = context.database;
  const { catalog, recommender, log, config } = context;
  const auth = await createAuthDependencies(context);
  return {
    auth,
    account: createAccountService({
      accounts: createAccountRepository(db),
      credentials: auth.credentials,
      events: accountEventsOf(context),
    }),
    catalog: new CatalogService(catalog),
    likes: createLikesService({ likes: createLikesRepository(db), catalog }),
    ratings: createRatingsService({
      ratings: createRatingsRepository(db),
      catalog,
      events: publishableEventsOf(context),
    }),
    watchStatus: createWatchStatusService({
      watchStatus: createWatchStatusRepository(db),
      catalog,
    }),
    comments: createCommentsService({
      comments: createCommentsRepository(db),
      catalog,
      events: publishableEventsOf(context),
    }),
    playlists: createPlaylistsService({
      playlists: createPlaylistsRepository(db),
      catalog,
      events: publishableEventsOf(context),
    }),
    profiles: createProfilesService({ profiles: createProfilesRepository(db) }),
    visits: createVisitsService({
      visits: createVisitsRepository(db),
      catalog,
    }),
    libraryStatuses: createLibraryStatusesService({
      library: createLibraryContextRepository(db),
      friendsRatings: (userId, tmdbIds) => friendsRatingsOf(db, userId, { tmdbIds }),
    }),
    recommendations: createRecommendationsService({
      recommender,
      catalog,
      log,
    }),
    forYou: createForYouService({
      repository: createForYouRepository(db),
      recommender,
      catalog,
      log,
    }),
    stats: createStatsService({ stats: createStatsRepository(db) }),
    exports: createExportService({ exports: createExportRepository(db) }),
    apiTokens: createApiTokensService({ tokens: createApiTokensRepository(db) }),
    whereToWatch: createWhereToWatchService({
      services: createWatchServicesRepository(db),
      availability: catalog.availability,
    }),
    connections: createConnectionsDependencies({ db, catalog }),
    watchTogether: createWatchTogetherService({ repository: createWatchTogetherRepository(db) }),
    tonight: createTonightDependencies({ db, catalog, recommender, log }),
    import: createImportService({
      repository: createImportRepository(db),
      catalog,
      log,
    }),
    calendar: createCalendarService({
      feeds: createCalendarRepository(db),
      availability: catalog.availability,
      regionOf: (userId) => readWatchRegion(db, userId),
      languageOf: (userId) => readUserLanguage(db, userId),
      publicUrl: config.publicUrl,
    }),
    diary: createDiaryService({
      diary: createDiaryRepository(db),
      catalog,
      // Keyed by the context, as federation reads them (it listens to the same instance's events).
      events: diaryEventsOf(context),
    }),
    chat: composeChat(context),
    libraries: createLibraryContextService(db),
    federation: createFederationDependencies(context),
  };
}
export type AppServices = Awaited<ReturnType<typeof composeServices>>;
