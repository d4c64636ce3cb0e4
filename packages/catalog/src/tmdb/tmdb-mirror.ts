import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import type { Catalog } from '../catalog.ts';
import { writeMovies } from '../local/catalog.writer.ts';
import { createLocalCatalog } from '../local/local-catalog.ts';
import { createEncoderThread } from '../meaning/encoder-thread.ts';
import { planMovieEmbeddings } from '../meaning/ensure-embeddings.ts';
import type { CatalogMovieRecord } from '../movie-record.ts';

// A movie served again within this time is not rewritten.
const REMIRROR_AFTER_MS = 24 * 3600_000;

export interface TmdbMirror {
  /** Queues a served movie to be written into the local catalog with its embedding (never throws). */
  add(record: CatalogMovieRecord): void;
  /** The local catalog, including what was mirrored so far (rebuilt after new writes). */
  local(): Promise<Catalog>;
  /** Resolves once every queued movie is written. */
  idle(): Promise<void>;
  /** Writes what is queued, then stops the encoder thread. */
  close(): Promise<void>;
}

/**
 * Copies movies served from TMDB into our own catalog, so the recommender and the assistant know them,
 * with their facts and a meaning-index embedding. Writes happen after the answer, one batch at a time, and
 * the embeddings are encoded on a worker thread (a page of new movies is a second or more of CPU).
 */
export function createTmdbMirror(db: Kysely<Database>, log?: { warn(message: string): void }): TmdbMirror {
  const mirroredAt = new Map<number, number>();
  const queue = new Map<number, CatalogMovieRecord>();
  let running: Promise<void> = Promise.resolve();
  let view: Promise<Catalog> | undefined;
  const encoder = createEncoderThread();

  const drain = async () => {
    while (queue.size > 0) {
      const batch = [...queue.values()];
      queue.clear();
      try {
        await writeMovies(db, batch);
        const embeddings = await planMovieEmbeddings(db, { movieIds: batch.map((record) => record.id) });
        await embeddings.encode({ encodeBatch: encoder.encode });
        const previous = view;
        view = undefined;
        previous?.then((catalog) => catalog.close()).catch(() => undefined);
      } catch (error) {
        for (const record of batch) mirroredAt.delete(record.id);
        log?.warn(`could not mirror ${batch.length} TMDB movies: ${(error as Error).message}`);
      }
    }
  };

  return {
    add(record) {
      const last = mirroredAt.get(record.id);
      if (last !== undefined && Date.now() - last < REMIRROR_AFTER_MS) return;
      mirroredAt.set(record.id, Date.now());
      const wasEmpty = queue.size === 0;
      queue.set(record.id, record);
      if (wasEmpty) running = running.then(drain);
    },
    local() {
      view ??= createLocalCatalog(db).catch((error: unknown) => {
        view = undefined;
        throw error;
      });
      return view;
    },
    idle: () => running,
    async close() {
      await running;
      await encoder.close();
    },
  };
}
