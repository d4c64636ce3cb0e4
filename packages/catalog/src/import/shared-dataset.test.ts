import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@marquee/db/testing';
import type { Catalog } from '../catalog.ts';
import { createLocalCatalog } from '../local/local-catalog.ts';
import { ensureMovieEmbeddings } from '../meaning/ensure-embeddings.ts';
import { importedDatasetFile } from '../testing/imported-dataset.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = path.resolve(process.env.MARQUEE_SHARED_DATA ?? path.join(repoRoot, '../shared/data'));
const hasData = fs.existsSync(path.join(dataDir, 'imdb-5000', 'movie_metadata.csv'));
if (!hasData)
  console.warn(`[shared-dataset.test] ${dataDir} not found: skipping the import of the shared datasets`);

// Encoding every imported movie takes minutes; the meaning checks encode a sample that includes decoys.
const SAMPLE = [862, 863, 10193, 348, 694, 539, 13, 238, 155, 680, 550, 603, 120, 11, 1891, 597, 278, 19995];

describe.skipIf(!hasData)('the shared datasets, imported (sqlite)', () => {
  let database: TestDatabase;
  let catalog: Catalog;

  beforeAll(async () => {
    // importDataset(db, { from: dataDir, embed: false }) into a fresh database, made once (see importedDatasetFile).
    database = await createTestDatabase('sqlite', { sqliteCopyOf: await importedDatasetFile(dataDir) });
    await ensureMovieEmbeddings(database.db, { movieIds: SAMPLE });
    catalog = await createLocalCatalog(database.db);
  }, 600_000);
  afterAll(async () => {
    await database?.close();
  });

  it('has directors, US certifications, languages and countries', async () => {
    const alien = await catalog.getMovieFacts(348);
    expect(alien?.directors.map((director) => director.name)).toEqual(['Ridley Scott']);
    expect(alien?.certification).toBe('R');
    const amelie = await catalog.getMovieFacts(194);
    expect(amelie?.movie.original_language).toBe('fr');
    expect(amelie?.countries).toContain('FR');
    const french = await catalog.findMovies({ originalLanguages: ['fr'], countries: ['FR'], limit: 50 });
    expect(french.length).toBeGreaterThan(20);
    const rated = await catalog.findMovies({ certifications: ['PG-13'], runtimeMax: 100, limit: 100 });
    expect(rated).toHaveLength(100);
    for (const movie of rated.slice(0, 10)) {
      const facts = await catalog.getMovieFacts(movie.id);
      expect(facts?.certification).toBe('PG-13');
      expect(facts?.movie.runtime).toBeLessThanOrEqual(100);
    }
  });

  it('credits a director under one person across movies', async () => {
    const [scott] = await catalog.searchPeople('Ridley Scott', 1);
    expect(scott?.name).toBe('Ridley Scott');
    expect(scott?.director_count).toBeGreaterThan(5);
    const directed = await catalog.findMovies({ personId: scott.id, personRole: 'director', limit: 100 });
    expect(directed.map((movie) => movie.id)).toContain(348);
    expect(directed).toHaveLength(scott.director_count);
  });

  it('covers releases up to 2026 with cast, director, runtime and real person ids', async () => {
    // Parasite, Past Lives, Oppenheimer: facts only the 2024-2026 exports have.
    for (const id of [496243, 666277, 872585]) {
      const facts = await catalog.getMovieFacts(id);
      expect(facts?.movie.runtime).toBeGreaterThan(0);
      expect(facts?.directors).toHaveLength(1);
      expect(facts?.cast.length).toBeGreaterThanOrEqual(3);
    }
    expect((await catalog.getMovieFacts(872585))?.directors[0]).toEqual({
      id: 525,
      name: 'Christopher Nolan',
    });
    const recent = await catalog.findMovies({ yearFrom: 2026, limit: 5 });
    expect(recent.length).toBeGreaterThan(0);
  });

  it('ranks movies by meaning', async () => {
    const toys = await catalog.findByMeaning('toys come alive', { limit: 3 });
    expect(toys.map((match) => match.movie.id)).toContain(862);
    const similar = await catalog.similarByMeaning(862, { limit: 3 });
    expect(similar.map((match) => match.movie.id)).toEqual(expect.arrayContaining([863]));
  });
});
