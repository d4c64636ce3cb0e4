// What tests in other workspaces may use: a fake TMDB server, fixture movies, an in-memory cache and a
// made-up dataset to import.
export {
  FakeTmdbServer,
  type FakeCountryReleases,
  type FakeProvider,
  type FakeRegionOffers,
  type FakeTmdbFault,
} from './fake-tmdb-server.ts';
export { startFakeTmdb } from './start-fake-tmdb.ts';
export { fixtureMovies, liveOnlyMovie } from './fixture-movies.ts';
export { memoryCache } from './memory-cache.ts';
export { writeSyntheticDataset } from './synthetic-dataset.ts';
