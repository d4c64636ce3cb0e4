import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engineTestEngines, type TestDatabase } from '@marquee/db/testing';
import { writeMovies } from '../local/catalog.writer.ts';
import { createLocalCatalog } from '../local/local-catalog.ts';
import { readMovieEmbeddings } from '../meaning/embeddings.repository.ts';
import { ensureMovieEmbeddings } from '../meaning/ensure-embeddings.ts';
import { FakeTmdbServer } from '../testing/fake-tmdb-server.ts';
import { memoryCache } from '../testing/memory-cache.ts';
import { fixtureMovies } from '../testing/fixture-movies.ts';
import { createTmdbCatalog } from './tmdb-catalog.ts';
import { INCEPTION, INTERSTELLAR, THE_GODFATHER } from '../testing/movie-ids.ts';

describe.each(engineTestEngines())('TMDB movies mirrored into the local catalog (%s)', (engine) => {
  let tmdbSide: TestDatabase;
  let ours: TestDatabase;
  let server: FakeTmdbServer;
  const apiKey = 'mirror-key';

  beforeAll(async () => {
    // "TMDB" knows Interstellar and Inception with their facts; our catalog starts without them.
    tmdbSide = await createTestDatabase('sqlite');
    await writeMovies(
      tmdbSide.db,
      fixtureMovies.map((movie) =>
        movie.id === INTERSTELLAR ? { ...movie, certification: 'PG-13', countries: ['US', 'GB'] } : movie,
      ),
    );
    server = await new FakeTmdbServer(await createLocalCatalog(tmdbSide.db), { apiKey }).start();
    ours = await createTestDatabase(engine);
    await writeMovies(
      ours.db,
      fixtureMovies.filter((movie) => movie.id !== INTERSTELLAR && movie.id !== INCEPTION),
    );
    await ensureMovieEmbeddings(ours.db);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await ours?.close();
    await tmdbSide?.close();
  });

  it('writes a served movie with its facts and embedding, and finds it by meaning', async () => {
    const catalog = createTmdbCatalog({ baseUrl: server.url, apiKey, cache: memoryCache(), mirror: ours.db });
    expect(await catalog.findByMeaning('artificial intelligence in space')).not.toContainEqual(
      expect.objectContaining({ movie: expect.objectContaining({ id: INTERSTELLAR }) }),
    );
    expect(await (await createLocalCatalog(ours.db)).getMovie(INTERSTELLAR)).toBeNull();

    expect((await catalog.getMovie(INTERSTELLAR))?.title).toBe('Interstellar');
    await catalog.mirrorIdle();

    const local = await createLocalCatalog(ours.db);
    const facts = await local.getMovieFacts(INTERSTELLAR);
    expect(facts).toMatchObject({
      movie: { title: 'Interstellar', runtime: 169 },
      directors: [{ id: 525, name: 'Christopher Nolan' }],
      cast: [{ id: 10297, name: 'Matthew McConaughey', character: 'Cooper' }],
      certification: 'PG-13',
      countries: ['US', 'GB'],
      keywords: ['artificial intelligence'],
    });
    expect((await readMovieEmbeddings(ours.db)).ids).toContain(INTERSTELLAR);

    const found = await catalog.findByMeaning('artificial intelligence in space', { limit: 3 });
    expect(found.map((match) => match.movie.id)).toContain(INTERSTELLAR);
    const facts2 = await catalog.getMovieFacts(INTERSTELLAR);
    expect(facts2?.certification).toBe('PG-13');
    await catalog.close();
  });

  it('answers list entries from our catalog first and asks TMDB only for the movies it lacks', async () => {
    const catalog = createTmdbCatalog({ baseUrl: server.url, apiKey, cache: memoryCache(), mirror: ours.db });
    const tmdbSideCatalog = await createLocalCatalog(tmdbSide.db);
    server.requests.length = 0;

    const summaries = await catalog.getMovieSummaries([INCEPTION, 1, THE_GODFATHER]);
    expect(summaries).toEqual(await tmdbSideCatalog.getMovieSummaries([INCEPTION, THE_GODFATHER]));
    const asked = server.requests.map((request) => request.path);
    expect(asked).toContain(`/3/movie/${INCEPTION}`);
    expect(asked).toContain('/3/movie/1');
    expect(asked).not.toContain(`/3/movie/${THE_GODFATHER}`);
    await catalog.close();
  });
});
