import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@marquee/db';
import { EMBEDDING_MODEL } from './sentence-encoder.ts';

type Db = Kysely<Database> | Transaction<Database>;

const ROWS_PER_INSERT = 200;

/**
 * Stored movie embeddings of one model, packed: row i of `vectors` (`dimensions` floats from
 * i * dimensions) is the unit-length vector of movie `ids[i]`. Cosine similarity is a dot product.
 */
export interface MovieEmbeddings {
  model: string;
  dimensions: number;
  ids: number[];
  vectors: Float32Array;
}

/** float32 little-endian, the stored format of `movie_embeddings.vector`. */
export function encodeVector(vector: Float32Array): Buffer {
  const buffer = Buffer.alloc(vector.length * 4);
  for (let index = 0; index < vector.length; index++) buffer.writeFloatLE(vector[index], index * 4);
  return buffer;
}

export function decodeVector(bytes: Uint8Array, into?: Float32Array, offset = 0): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = into ?? new Float32Array(bytes.byteLength / 4);
  for (let index = 0; index < bytes.byteLength / 4; index++)
    out[offset + index] = view.getFloat32(index * 4, true);
  return out;
}

/**
 * Every stored movie embedding of `model` (default: the catalog's own encoder), packed into one matrix.
 * For other packages (the recommender reads vectors of movies nobody has rated yet).
 */
export async function readMovieEmbeddings(db: Db, model = EMBEDDING_MODEL): Promise<MovieEmbeddings> {
  const rows = await db
    .selectFrom('movie_embeddings')
    .select(['movie_id', 'vector'])
    .where('model', '=', model)
    .orderBy('movie_id')
    .execute();
  const dimensions = rows.length > 0 ? rows[0].vector.byteLength / 4 : 0;
  const usable = rows.filter((row) => row.vector.byteLength === dimensions * 4);
  const vectors = new Float32Array(usable.length * dimensions);
  usable.forEach((row, index) => decodeVector(row.vector, vectors, index * dimensions));
  return { model, dimensions, ids: usable.map((row) => row.movie_id), vectors };
}

/** movie id -> `model:fingerprint` of its stored vector. */
export async function readEmbeddingFingerprints(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('movie_embeddings').select(['movie_id', 'model', 'fingerprint']).execute();
  return new Map(rows.map((row) => [row.movie_id, `${row.model}:${row.fingerprint}`]));
}

type StoredListener = () => void;
const listeners = new WeakMap<object, Set<StoredListener>>();

/** Calls `listener` whenever this process stores embeddings into `db`; returns the unsubscribe. */
export function onEmbeddingsStored(db: Kysely<Database>, listener: StoredListener): () => void {
  const set = listeners.get(db) ?? new Set<StoredListener>();
  listeners.set(db, set.add(listener));
  return () => set.delete(listener);
}

export async function writeMovieEmbeddings(
  db: Kysely<Database>,
  rows: { movieId: number; fingerprint: string; vector: Float32Array }[],
  model = EMBEDDING_MODEL,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto('movie_embeddings')
        .values(
          rows.slice(start, start + ROWS_PER_INSERT).map((row) => ({
            movie_id: row.movieId,
            model,
            fingerprint: row.fingerprint,
            vector: encodeVector(row.vector),
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.column('movie_id').doUpdateSet((eb) => ({
            model: eb.ref('excluded.model'),
            fingerprint: eb.ref('excluded.fingerprint'),
            vector: eb.ref('excluded.vector'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  });
  for (const listener of listeners.get(db) ?? []) listener();
}
