import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engineTestEngines, type TestDatabase } from '@marquee/db/testing';
import { countExternalRatings, countMovies } from '../local/catalog.reader.ts';
import { createLocalCatalog } from '../local/local-catalog.ts';
import { importDataset } from './importer.ts';
import { parsePythonLiteral } from './python-literal.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const testdata = path.join(here, 'testdata');

async function tableCounts(database: TestDatabase) {
  const count = async (
    table:
      'movies' | 'movie_genres' | 'movie_cast' | 'movie_crew' | 'people' | 'companies' | 'external_ratings',
  ) =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    movies: await count('movies'),
    genres: await count('movie_genres'),
    cast: await count('movie_cast'),
    crew: await count('movie_crew'),
    people: await count('people'),
    companies: await count('companies'),
    ratings: await count('external_ratings'),
  };
}

describe.each(engineTestEngines())('dataset import (%s)', (engine) => {
  let database: TestDatabase;
  const malformed: string[] = [];
  const log: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await importDataset(database.db, {
      from: testdata,
      report: (file, line, message) => malformed.push(`${path.basename(file)}:${line}: ${message}`),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('merges the formats by TMDB id', async () => {
    const catalog = await createLocalCatalog(database.db);
    const godfather = await catalog.getMovie(238);
    // Facts from TMDB 5000, the poster only The Movies Dataset has.
    expect(godfather).toMatchObject({
      runtime: 175,
      vote_average: 8.4,
      overview: 'Test overview two.',
      poster_path: '/3bhkrj58Vtu7enYsRolD1fZdja1.jpg',
    });
    expect(godfather?.production_companies.map((company) => company.name)).toEqual(['Paramount Pictures']);
    expect((await catalog.getCredits(238))?.cast.map((member) => member.name)).toEqual([
      'Marlon Brando',
      'Al Pacino',
    ]);
    const interstellar = await catalog.getCredits(157336);
    expect(interstellar?.cast[0]).toMatchObject({ id: 10297, character: 'Cooper', order: 0 });
    expect(interstellar?.crew).toEqual([expect.objectContaining({ id: 525, job: 'Director' })]);
    const keywords = await database.db
      .selectFrom('movies')
      .select('keywords_json')
      .where('id', '=', 157336)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(keywords.keywords_json)).toEqual(['space travel']);
    expect((await catalog.searchMovies('intersteller', 1)).results[0].id).toBe(157336);
  });

  it('adds director, certification and country from the IMDB metadata, joined through links', async () => {
    const catalog = await createLocalCatalog(database.db);
    const godfather = await catalog.getMovieFacts(238);
    expect(godfather).toMatchObject({ certification: 'R', countries: ['US'] });
    // No TMDB person of that name in the data: a synthetic id above TMDB's range.
    expect(godfather?.directors).toEqual([{ id: expect.any(Number), name: 'Francis Ford Coppola' }]);
    expect(godfather?.directors[0].id).toBeGreaterThanOrEqual(1_000_000_000);
    expect(godfather?.cast.map((member) => member.name)).toEqual(['Marlon Brando', 'Al Pacino']);
    // A director the TMDB credits already name keeps its TMDB id.
    const interstellar = await catalog.getMovieFacts(157336);
    expect(interstellar).toMatchObject({ certification: 'PG-13', directors: [{ id: 525 }] });
    expect(await catalog.findMovies({ certifications: ['R'] })).toEqual([
      expect.objectContaining({ id: 238 }),
    ]);
  });

  it("stores each movie's IMDb id from links, in IMDb's spelling", async () => {
    const ids = await database.db
      .selectFrom('movies')
      .select(['id', 'imdb_id'])
      .where('id', 'in', [238, 157336])
      .orderBy('id')
      .execute();
    expect(ids).toEqual([
      { id: 238, imdb_id: 'tt0068646' },
      { id: 157336, imdb_id: 'tt0816692' },
    ]);
  });

  it('reports malformed rows with file and line and goes on', async () => {
    expect(malformed).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^tmdb_5000_movies\.csv:3: invalid movie id/),
        expect.stringMatching(/^movies_metadata\.csv:3: column genres/),
        expect.stringMatching(/^ratings\.csv:7: invalid rating row/),
        expect.stringMatching(/^imdb_movie_metadata\.csv:5: no IMDB title link/),
      ]),
    );
    // The row with a broken genres column is still a movie.
    expect(await countMovies(database.db)).toBe(3);
  });

  it('maps MovieLens ratings to TMDB ids through the links file', async () => {
    const rows = await database.db
      .selectFrom('external_ratings')
      .selectAll()
      .orderBy('user_id')
      .orderBy('tmdb_id')
      .execute();
    expect(rows.map((row) => [row.user_id, row.tmdb_id, row.rating])).toEqual([
      [1, 238, 5],
      [1, 157336, 4.5],
      [2, 238, 3],
    ]);
  });

  it('changes no counts when run again, and resumes instead of rewriting', async () => {
    const before = await tableCounts(database);
    await importDataset(database.db, { from: testdata, log: (message) => log.push(message) });
    expect(await tableCounts(database)).toEqual(before);
    expect(log).toContain('movies: resuming after 3 of 3');
  });
});

describe('catalog:import command', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-import-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('imports a folder into the SQLite database, printing progress and malformed rows', async () => {
    const cli = path.join(here, 'import.cli.ts');
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', cli, '--from', testdata], {
      env: { ...env, DATA_DIR: dataDir },
    });
    expect(stderr).toMatch(/movies 100% \(3\/3\)/);
    expect(stderr).toMatch(/malformed: .*tmdb_5000_movies\.csv:3: invalid movie id/);
    expect(stdout).toMatch(/the catalog now has 3 movies and 3 external ratings/);
    const { openDatabase } = await import('@marquee/db');
    const database = openDatabase({ url: path.join(dataDir, 'marquee.db') });
    expect(await countMovies(database.db)).toBe(3);
    expect(await countExternalRatings(database.db)).toBe(3);
    await database.close();
  });

  it('explains its usage when --from is missing', async () => {
    const cli = path.join(here, 'import.cli.ts');
    const failure = await promisify(execFile)('npx', ['tsx', cli], {
      env: { ...process.env, DATA_DIR: dataDir },
    }).catch((error) => error);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('usage: npm run catalog:import -- --from DIR');
  });
});

describe('Python literal columns', () => {
  it('reads quotes, escapes and None', () => {
    expect(
      parsePythonLiteral(
        `[{'id': 1, 'name': "Children's"}, {'id': 2, 'name': 'a\\'b', 'x': None, 'y': True}]`,
      ),
    ).toEqual([
      { id: 1, name: "Children's" },
      { id: 2, name: "a'b", x: null, y: true },
    ]);
    expect(() => parsePythonLiteral("[{'id': 1")).toThrow(SyntaxError);
  });
});
