import { createTestDatabase } from '@marquee/db/testing';
import { writeMovies } from '../local/catalog.writer.ts';
import { createLocalCatalog } from '../local/local-catalog.ts';
import type { CatalogMovieRecord } from '../movie-record.ts';
import { FakeTmdbServer } from './fake-tmdb-server.ts';

/**
 * A fake TMDB that knows only `movies` (for tests whose API must meet movies TMDB has and its own catalog has
 * not, or the other way round). Its catalog lives in a throwaway SQLite database, removed on stop().
 */
export async function startFakeTmdb(
  movies: CatalogMovieRecord[],
  credentials: { apiKey?: string; readAccessToken?: string },
): Promise<FakeTmdbServer> {
  const database = await createTestDatabase('sqlite');
  await writeMovies(database.db, movies);
  const catalog = await createLocalCatalog(database.db);
  return new FakeTmdbServer(catalog, credentials, async () => {
    await catalog.close();
    await database.close();
  }).start();
}
