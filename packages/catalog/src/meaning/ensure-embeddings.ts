import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { createProgressBar } from '../import/progress-bar.ts';
import { readEmbeddingFingerprints, writeMovieEmbeddings } from './embeddings.repository.ts';
import { movieText, parseKeywordsJson, textFingerprint } from './movie-text.ts';
import { EMBEDDING_MODEL, embedTexts, type BatchEncoder } from './sentence-encoder.ts';

// Written as they are computed, so an interrupted run keeps what it did.
const MOVIES_PER_WRITE = 64;

export interface EnsureEmbeddingsOptions {
  /** Show a progress bar (the import CLI). */
  progress?: boolean;
  /** Precomputed vectors by text fingerprint (the starter catalog ships its own). */
  known?: ReadonlyMap<string, Float32Array>;
  /** Only these movies (a mirrored movie); all by default. */
  movieIds?: number[];
}

export interface EnsureEmbeddingsSummary {
  computed: number;
  copied: number;
  kept: number;
}

/**
 * Gives every movie an embedding of its text with the current model. A stored vector whose model and
 * text fingerprint are unchanged is kept as it is; only new or changed movies are encoded.
 */
export async function ensureMovieEmbeddings(
  db: Kysely<Database>,
  options: EnsureEmbeddingsOptions = {},
): Promise<EnsureEmbeddingsSummary> {
  const plan = await planMovieEmbeddings(db, options);
  await plan.encode();
  return plan.summary;
}

export interface EncodeOptions {
  /** Stops at the next batch; a batch rejected once aborted (its thread closed) ends the run quietly. */
  signal?: AbortSignal;
  /** Where batches are encoded (default: this thread). */
  encodeBatch?: BatchEncoder;
  /** Hears the running count after each write. */
  onStored?: (stored: number, total: number) => void;
}

export interface EmbeddingsPlan {
  /** What ensuring the embeddings does: vectors kept, shipped vectors stored, movies to encode. */
  summary: EnsureEmbeddingsSummary;
  /** Encodes and stores the movies counted in `summary.computed`, in batches, until done or aborted; says how many it stored. */
  encode(options?: EncodeOptions): Promise<number>;
}

/** Stores the known vectors at once and says what is left to encode (which may take minutes). */
export async function planMovieEmbeddings(
  db: Kysely<Database>,
  options: EnsureEmbeddingsOptions = {},
): Promise<EmbeddingsPlan> {
  const texts = await readMovieTexts(db, options.movieIds);
  const stored = await readEmbeddingFingerprints(db);
  const stale = texts
    .map((movie) => ({ ...movie, fingerprint: textFingerprint(movie.text) }))
    .filter((movie) => stored.get(movie.movieId) !== `${EMBEDDING_MODEL}:${movie.fingerprint}`);

  const copied = stale.flatMap((movie) => {
    const vector = options.known?.get(movie.fingerprint);
    return vector ? [{ ...movie, vector }] : [];
  });
  if (copied.length > 0) await writeMovieEmbeddings(db, copied);
  const toCompute = stale.filter((movie) => !options.known?.has(movie.fingerprint));

  const encode = async ({ signal, encodeBatch, onStored }: EncodeOptions = {}) => {
    const bar =
      options.progress && toCompute.length > 0
        ? createProgressBar('embeddings', toCompute.length)
        : undefined;
    let stored = 0;
    while (stored < toCompute.length && !signal?.aborted) {
      const batch = toCompute.slice(stored, stored + MOVIES_PER_WRITE);
      const before = stored;
      let vectors: Float32Array[];
      try {
        vectors = await embedTexts(
          batch.map((movie) => movie.text),
          { onBatch: (done) => bar?.update(before + done), encodeBatch },
        );
      } catch (error) {
        if (signal?.aborted) break;
        throw error;
      }
      await writeMovieEmbeddings(
        db,
        batch.map((movie, index) => ({ ...movie, vector: vectors[index] })),
      );
      stored += batch.length;
      onStored?.(stored, toCompute.length);
    }
    return stored;
  };
  return {
    summary: { computed: toCompute.length, copied: copied.length, kept: texts.length - stale.length },
    encode,
  };
}

async function readMovieTexts(
  db: Kysely<Database>,
  movieIds?: number[],
): Promise<{ movieId: number; text: string }[]> {
  if (movieIds?.length === 0) return [];
  let moviesQuery = db.selectFrom('movies').select(['id', 'title', 'overview', 'keywords_json']);
  let genresQuery = db.selectFrom('movie_genres').select(['movie_id', 'genre_id']);
  if (movieIds) {
    moviesQuery = moviesQuery.where('id', 'in', movieIds);
    genresQuery = genresQuery.where('movie_id', 'in', movieIds);
  }
  const [movies, genres] = await Promise.all([moviesQuery.execute(), genresQuery.execute()]);
  const genresByMovie = new Map<number, number[]>();
  for (const row of genres) {
    const list = genresByMovie.get(row.movie_id);
    if (list) list.push(row.genre_id);
    else genresByMovie.set(row.movie_id, [row.genre_id]);
  }
  return movies.map((movie) => ({
    movieId: movie.id,
    text: movieText({
      title: movie.title,
      overview: movie.overview,
      keywords: parseKeywordsJson(movie.keywords_json),
      genre_ids: genresByMovie.get(movie.id) ?? [],
    }),
  }));
}
