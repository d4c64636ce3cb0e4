import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@marquee/db/testing';
import type { Catalog } from '../catalog.ts';
import { createLocalCatalog } from '../local/local-catalog.ts';
import { importDataset } from './importer.ts';

// The three 2024-2026 export formats (tmdb-credits-2026, tmdb-full-2024, tmdb-people-2025), in small
// files of our own with the same shapes.
const testdata = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testdata-exports');

describe('import of the TMDB exports (sqlite)', () => {
  let database: TestDatabase;
  let catalog: Catalog;
  const malformed: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const summary = await importDataset(database.db, {
      from: testdata,
      embed: false,
      report: (file, line, message) => malformed.push(`${file}:${line}: ${message}`),
    });
    expect(summary).toMatchObject({ movies: 2, malformedRows: 0 });
    catalog = await createLocalCatalog(database.db);
  });
  afterAll(async () => {
    await catalog?.close();
    await database?.close();
  });

  it('gives name-only credits the TMDB id of the person with that profile image, or that name, or a reserved id', async () => {
    const credits = await catalog.getCredits(872585);
    const idOf = (name: string) => credits?.cast.find((member) => member.name === name)?.id;
    expect(idOf('Cillian Murphy')).toBe(2037);
    expect(idOf('Emily Blunt')).toBe(5081);
    expect(idOf('Ann Newcomer')).toBeGreaterThanOrEqual(1_000_000_000);
    expect(credits?.cast.map((member) => member.character)).toEqual([
      'J. Robert Oppenheimer',
      'Kitty Oppenheimer',
      'Clerk',
    ]);
    expect(credits?.crew).toEqual([
      expect.objectContaining({
        id: 525,
        name: 'Christopher Nolan',
        job: 'Director',
        department: 'Directing',
      }),
    ]);
  });

  it('stores runtime, US certification, poster and trailer key', async () => {
    const movie = await catalog.getMovie(872585);
    expect(movie).toMatchObject({ runtime: 181, poster_path: '/oppenheimer-poster.jpg' });
    expect(movie?.videos?.results).toEqual([
      { key: 'qiuSBWVdgLI', site: 'YouTube', type: 'Trailer', name: 'Trailer' },
    ]);
    expect((await catalog.getMovieFacts(872585))?.certification).toBe('R');
    expect((await catalog.getMovieFacts(27205))?.certification).toBe('PG-13');
  });

  it('takes the full cast, the writers and the key crew of tmdb-full-2024, the director once under his TMDB id', async () => {
    const credits = await catalog.getCredits(27205);
    expect(credits?.cast.map((member) => member.name)).toEqual([
      'Leonardo DiCaprio',
      'Joseph Gordon-Levitt',
      'Elliot Page',
    ]);
    expect(credits?.cast[0]).toMatchObject({ id: 6193, profile_path: '/leo.jpg' });
    // The producer and the composer come through; the stunt coordinator is not a job the catalog keeps.
    expect(credits?.crew.map(({ name, job, department }) => ({ name, job, department }))).toEqual([
      { name: 'Christopher Nolan', job: 'Director', department: 'Directing' },
      { name: 'Christopher Nolan', job: 'Writer', department: 'Writing' },
      { name: 'Emma Thomas', job: 'Producer', department: 'Production' },
      { name: 'Hans Zimmer', job: 'Original Music Composer', department: 'Sound' },
    ]);
    expect(credits?.crew.slice(0, 2).map((member) => member.id)).toEqual([525, 525]);
    const nolan = await catalog.getPersonMovieCredits(525);
    expect(nolan?.crew.filter((credit) => credit.job === 'Director').map((credit) => credit.id)).toEqual([
      872585, 27205,
    ]);
  });

  it('reads a tmdb-full-2024 film as English (that export is an English-language list), the box-office export as unknown', async () => {
    expect((await catalog.getMovie(27205))?.original_language).toBe('en');
    expect((await catalog.getMovie(872585))?.original_language ?? null).toBeNull();
  });

  it('gives companies named without ids (tmdb-full-2024) a reserved id each', async () => {
    const companies = (await catalog.getMovie(27205))?.production_companies ?? [];
    expect(companies.map((company) => company.name)).toEqual(['Legendary Pictures', 'Syncopy']);
    for (const company of companies) expect(company.id).toBeGreaterThanOrEqual(1_000_000_000);
  });
});
