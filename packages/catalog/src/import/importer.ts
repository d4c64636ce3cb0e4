import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import {
  readImportProgress,
  saveImportProgress,
  writeExternalRatings,
  writeMovies,
  type ExternalRatingRow,
} from '../local/catalog.writer.ts';
import { DatasetReader, emptyContents, listDatasetFiles, type ReportMalformed } from './dataset-readers.ts';
import { mergeDataset } from './merge.ts';
import { ensureMovieEmbeddings } from '../meaning/ensure-embeddings.ts';
import { createProgressBar } from './progress-bar.ts';

const MOVIES_PER_TRANSACTION = 500;
const RATINGS_PER_TRANSACTION = 10_000;

export interface ImportOptions {
  /** The dataset folder (searched recursively for the formats we know). */
  from: string;
  /** Where MovieLens ratings.csv and links*.csv live, when not under `from`. */
  ratingsDir?: string;
  report?: ReportMalformed;
  log?: (message: string) => void;
  /** Show progress bars (the CLI); off for start-up imports and tests. */
  progress?: boolean;
  /** Compute the meaning-index embeddings of new or changed movies (default true; a test may leave them out). */
  embed?: boolean;
}

export interface ImportSummary {
  files: number;
  movies: number;
  ratings: number;
  malformedRows: number;
  /** Movies whose meaning-index embedding was computed in this run (new or changed text). */
  embedded: number;
}

/**
 * Imports a dataset folder: movies merged by TMDB id from every known format, then MovieLens ratings
 * mapped to TMDB ids, then the embeddings of new or changed movies. Idempotent (re-writing the same rows changes no counts) and resumable: progress
 * is saved after every transaction, keyed by a fingerprint of the files, and an interrupted run
 * continues where it stopped.
 */
export async function importDataset(db: Kysely<Database>, options: ImportOptions): Promise<ImportSummary> {
  const log = options.log ?? (() => undefined);
  let malformedRows = 0;
  const report: ReportMalformed = (file, line, message) => {
    malformedRows++;
    options.report?.(file, line, message);
  };
  if (!fs.existsSync(options.from) || !fs.statSync(options.from).isDirectory()) {
    throw new Error(`dataset folder ${options.from} does not exist`);
  }

  const contents = emptyContents();
  const reader = new DatasetReader(contents, report);
  const files = [
    ...new Set([
      ...listDatasetFiles(options.from),
      ...(options.ratingsDir ? listDatasetFiles(options.ratingsDir) : []),
    ]),
  ];
  for (const file of files) reader.readFile(file);
  log(`read ${contents.files.length} dataset files`);

  const movies = mergeDataset(contents);
  const fingerprint = fingerprintOf(contents.files);

  const movieStep = `movies:${fingerprint}`;
  const movieProgress = await readImportProgress(db, movieStep);
  const movieBar = options.progress ? createProgressBar('movies', movies.length) : undefined;
  let done = movieProgress.completed ? movies.length : Math.min(movieProgress.rows_done, movies.length);
  if (done > 0) log(`movies: resuming after ${done} of ${movies.length}`);
  movieBar?.update(done);
  while (done < movies.length) {
    const batch = movies.slice(done, done + MOVIES_PER_TRANSACTION);
    await writeMovies(db, batch);
    done += batch.length;
    await saveImportProgress(db, movieStep, { rows_done: done, completed: done >= movies.length });
    movieBar?.update(done);
  }
  if (movies.length === 0) await saveImportProgress(db, movieStep, { rows_done: 0, completed: true });

  const catalogIds = new Set((await db.selectFrom('movies').select('id').execute()).map((row) => row.id));
  const ratings: ExternalRatingRow[] = contents.ratings.flatMap((rating) => {
    const tmdbId = contents.links.get(rating.movieId);
    return tmdbId !== undefined && catalogIds.has(tmdbId)
      ? [{ user_id: rating.userId, tmdb_id: tmdbId, rating: rating.rating, rated_at: rating.timestamp }]
      : [];
  });
  const ratingStep = `ratings:${fingerprint}`;
  const ratingProgress = await readImportProgress(db, ratingStep);
  const ratingBar =
    options.progress && ratings.length > 0 ? createProgressBar('ratings', ratings.length) : undefined;
  let ratingsDone = ratingProgress.completed
    ? ratings.length
    : Math.min(ratingProgress.rows_done, ratings.length);
  ratingBar?.update(ratingsDone);
  while (ratingsDone < ratings.length) {
    const batch = ratings.slice(ratingsDone, ratingsDone + RATINGS_PER_TRANSACTION);
    await writeExternalRatings(db, batch);
    ratingsDone += batch.length;
    await saveImportProgress(db, ratingStep, {
      rows_done: ratingsDone,
      completed: ratingsDone >= ratings.length,
    });
    ratingBar?.update(ratingsDone);
  }

  const embeddings =
    options.embed === false
      ? { computed: 0 }
      : await ensureMovieEmbeddings(db, { progress: options.progress });
  return {
    files: contents.files.length,
    movies: movies.length,
    ratings: ratings.length,
    malformedRows,
    embedded: embeddings.computed,
  };
}

/** Same files with the same sizes and times -> same fingerprint, so a re-run resumes instead of restarting. */
function fingerprintOf(files: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...files].sort()) {
    const stat = fs.statSync(file);
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}
