import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { importDataset } from './import/importer.ts';
import { countMovies, writeMovies } from './local/catalog.repository.ts';
import type { CatalogMovieRecord } from './movie-record.ts';
import { ensureMovieEmbeddings } from './meaning/ensure-embeddings.ts';
import { loadStarterCatalog, STARTER_CATALOG_PATH } from './starter/starter-catalog.ts';
import { loadStarterEmbeddings } from './starter/starter-embeddings.ts';

export interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SeedOptions {
  /** A dataset folder to import on first start (CATALOG_DIR); without it the starter catalog is seeded. */
  catalogDir?: string;
  log?: SeedLog;
  /** Replaces the built-in starter catalog (tests). */
  starterMovies?: () => CatalogMovieRecord[];
}

function builtInStarterMovies(log?: SeedLog): CatalogMovieRecord[] {
  if (!fs.existsSync(STARTER_CATALOG_PATH)) {
    log?.warn(`starter catalog ${STARTER_CATALOG_PATH} is missing: the catalog starts empty`);
    return [];
  }
  return loadStarterCatalog();
}

/**
 * Fills an empty catalog: from CATALOG_DIR when set, otherwise with the built-in starter catalog.
 * A catalog that already has movies is left as it is. Then gives every movie without an up-to-date
 * embedding one (the starter catalog's ship with it). Returns what it did.
 */
export async function ensureCatalogSeeded(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<'kept' | 'imported' | 'seeded'> {
  const outcome = await seedCatalog(db, options);
  const started = Date.now();
  const embeddings = await ensureMovieEmbeddings(db, { known: loadStarterEmbeddings() });
  if (embeddings.computed + embeddings.copied > 0)
    options.log?.info(
      `meaning index: ${embeddings.computed} movies encoded, ${embeddings.copied} shipped vectors stored, ` +
        `${embeddings.kept} kept (${Date.now() - started} ms)`,
    );
  return outcome;
}

async function seedCatalog(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<'kept' | 'imported' | 'seeded'> {
  if ((await countMovies(db)) > 0) return 'kept';
  if (options.catalogDir) {
    options.log?.info(`catalog is empty: importing ${options.catalogDir}`);
    let reported = 0;
    const summary = await importDataset(db, {
      from: options.catalogDir,
      // The first few malformed rows say what is wrong; the count says how much.
      report: (file, line, message) => {
        if (++reported <= 20) options.log?.warn(`malformed row ${file}:${line}: ${message}`);
      },
    });
    options.log?.info(
      `imported ${summary.movies} movies and ${summary.ratings} ratings (${summary.malformedRows} malformed rows skipped)`,
    );
    return 'imported';
  }
  const movies = options.starterMovies ? options.starterMovies() : builtInStarterMovies(options.log);
  await writeMovies(db, movies);
  options.log?.info(`catalog is empty: seeded ${movies.length} starter movies`);
  return 'seeded';
}
