/**
 * Regenerates packages/catalog/starter/embeddings.json from starter/movies.json (run it after
 * build-starter-catalog.ts):
 *
 *   npx tsx packages/catalog/scripts/build-starter-embeddings.ts
 *
 * Vectors already in the file whose movie text is unchanged are kept; the rest are encoded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '@marquee/db';
import { writeMovies } from '../src/local/catalog.writer';
import { ensureMovieEmbeddings } from '../src/meaning/ensure-embeddings';
import { decodeVector } from '../src/meaning/embeddings.repository';
import { loadStarterCatalog } from '../src/starter/starter-catalog';
import { loadStarterEmbeddings, writeStarterEmbeddings } from '../src/starter/starter-embeddings';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-starter-embeddings-'));
const database = openDatabase({ url: path.join(dir, 'starter.db') });
try {
  await migrateToLatest(database.db, 'sqlite');
  await writeMovies(database.db, loadStarterCatalog());
  const summary = await ensureMovieEmbeddings(database.db, {
    progress: true,
    known: loadStarterEmbeddings(),
  });
  const rows = await database.db.selectFrom('movie_embeddings').select(['fingerprint', 'vector']).execute();
  writeStarterEmbeddings(new Map(rows.map((row) => [row.fingerprint, decodeVector(row.vector)])));
  console.log(
    `wrote ${rows.length} starter embeddings (${summary.computed} encoded, ${summary.copied} kept)`,
  );
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
