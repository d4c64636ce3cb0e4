import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { importDataset } from './import/importer.ts';
import { countMovies } from './local/catalog.reader.ts';
import {
  hasImportedMovies,
  readImportProgress,
  saveImportProgress,
  writeMovies,
} from './local/catalog.writer.ts';
import type { CatalogMovieRecord } from './movie-record.ts';
import { createEncoderThread } from './meaning/encoder-thread.ts';
import { planMovieEmbeddings, type EmbeddingsPlan } from './meaning/ensure-embeddings.ts';
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
  /** Up to this many movies are encoded before returning; more continue in the background (default 300). */
  encodeBeforeStart?: number;
  /** false: movies beyond `encodeBeforeStart` are left without a vector instead of encoded in the background. */
  encodeInBackground?: boolean;
  /** Ends background encoding at once, stopping its thread (the API aborts it when it closes). */
  signal?: AbortSignal;
}

function builtInStarterMovies(log?: SeedLog): CatalogMovieRecord[] {
  if (!fs.existsSync(STARTER_CATALOG_PATH)) {
    log?.warn(`starter catalog ${STARTER_CATALOG_PATH} is missing: the catalog starts empty`);
    return [];
  }
  return loadStarterCatalog();
}

// Encoding takes about 70 ms of CPU a movie: more than this many (a first-start import) are encoded
// after start-up, on a worker thread, and the meaning index picks them up as they are stored.
const ENCODED_BEFORE_START = 300;
const PROGRESS_EVERY = 500;
type SeedOutcome = 'kept' | 'imported' | 'seeded' | 'updated';

/**
 * Fills an empty catalog: from CATALOG_DIR when set, otherwise with the built-in starter catalog. A
 * catalog seeded from an older starter (one whose version is not stored) gets the current starter's
 * movies written over it; an imported catalog, or one already on this starter, is left as it is. Then gives every movie without an up-to-date
 * embedding one (the starter catalog's ship with it). Returns what it did.
 */
export async function ensureCatalogSeeded(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<SeedOutcome> {
  const outcome = await seedCatalog(db, options);
  const started = Date.now();
  const plan = await planMovieEmbeddings(db, { known: loadStarterEmbeddings() });
  const { computed, copied, kept } = plan.summary;
  const report = (encoded: number) =>
    options.log?.info(
      `meaning index: ${encoded} movies encoded${encoded < computed ? ` (stopped before the other ${computed - encoded})` : ''}, ` +
        `${copied} shipped vectors stored, ${kept} kept (${Date.now() - started} ms)`,
    );
  if (computed <= (options.encodeBeforeStart ?? ENCODED_BEFORE_START)) {
    const encoded = await plan.encode({ signal: options.signal });
    if (computed + copied > 0) report(encoded);
  } else if (options.encodeInBackground === false) {
    options.log?.warn(
      `meaning index: ${computed} movies have no vector and are not encoded now (npm run catalog:import encodes them)`,
    );
  } else {
    options.log?.info(`meaning index: encoding ${computed} movies in the background`);
    // Ends when aborted, or at the next write when the database is closed meanwhile.
    encodeOnWorkerThread(plan, options).then(report, (error: unknown) =>
      options.log?.warn(`meaning index: encoding stopped: ${(error as Error).message}`),
    );
  }
  return outcome;
}

/** Encodes the plan's backlog on a worker thread, logging progress; aborting stops the thread at once. */
async function encodeOnWorkerThread(plan: EmbeddingsPlan, options: SeedOptions): Promise<number> {
  const thread = createEncoderThread();
  const stop = () => void thread.close();
  options.signal?.addEventListener('abort', stop, { once: true });
  let reported = 0;
  try {
    return await plan.encode({
      signal: options.signal,
      encodeBatch: thread.encode,
      onStored: (stored, total) => {
        if (stored < total && stored - reported < PROGRESS_EVERY) return;
        reported = stored;
        options.log?.info(`meaning index: ${count(stored)} / ${count(total)}`);
      },
    });
  } finally {
    options.signal?.removeEventListener('abort', stop);
    await thread.close();
  }
}

const count = (value: number) => value.toLocaleString('en-US');

async function seedCatalog(db: Kysely<Database>, options: SeedOptions): Promise<SeedOutcome> {
  const empty = (await countMovies(db)) === 0;
  if (empty && options.catalogDir) {
    options.log?.info(`catalog is empty: importing ${options.catalogDir}`);
    let reported = 0;
    const summary = await importDataset(db, {
      from: options.catalogDir,
      embed: false,
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
  if (!empty && (await hasImportedMovies(db))) return 'kept';
  const movies = options.starterMovies ? options.starterMovies() : builtInStarterMovies(options.log);
  // The starter's version is its content: a release with a rebuilt starter updates the movies it seeded.
  const version = `starter:${crypto.createHash('sha256').update(JSON.stringify(movies)).digest('hex').slice(0, 16)}`;
  if (!empty && (await readImportProgress(db, version)).completed) return 'kept';
  await writeMovies(db, movies);
  await saveImportProgress(db, version, { rows_done: movies.length, completed: true });
  options.log?.info(
    empty
      ? `catalog is empty: seeded ${movies.length} starter movies`
      : `starter catalog updated: ${movies.length} movies written`,
  );
  return empty ? 'seeded' : 'updated';
}
