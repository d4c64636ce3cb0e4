// What tests in other workspaces may use: a fake TMDB server, fixture movies and an in-memory cache.
export { FakeTmdbServer, type FakeTmdbFault } from './fake-tmdb-server.ts';
export { startFakeTmdb } from './start-fake-tmdb.ts';
export { fixtureMovies, liveOnlyMovie } from './fixture-movies.ts';
export { memoryCache } from './memory-cache.ts';
