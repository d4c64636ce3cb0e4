// What tests in other workspaces may use: a fake TMDB server, fixture movies, the ids of the movies tests name,
// an in-memory cache, a made-up dataset to import and a real one imported once.
export {
  FakeTmdbServer,
  type FakeCountryReleases,
  type FakePersonFacts,
  type FakeProvider,
  type FakeRegionOffers,
  type FakeTmdbFault,
} from './fake-tmdb-server.ts';
export { startFakeTmdb } from './start-fake-tmdb.ts';
export { fixtureMovies, liveOnlyMovie } from './fixture-movies.ts';
export { memoryCache } from './memory-cache.ts';
export { movieSummaryStub } from './movie-summary-stub.ts';
export * from './movie-ids.ts';
export { writeSyntheticDataset } from './synthetic-dataset.ts';
export { importedDatasetFile } from './imported-dataset.ts';
export { loadStarterCatalog } from '../starter/starter-catalog.ts';
