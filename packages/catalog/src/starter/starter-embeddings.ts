/**
 * Embeddings of the starter catalog, shipped with it (packages/catalog/starter/embeddings.json) so a
 * fresh install does not encode a few hundred movies on first start. Generated from the starter
 * catalog (facts and our own overviews) by scripts/build-starter-embeddings.ts.
 *
 * Format: { model, dimensions, vectors: { [text fingerprint]: base64 of float32 little-endian } }.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeVector, encodeVector } from '../meaning/embeddings.repository.ts';
import { EMBEDDING_MODEL } from '../meaning/sentence-encoder.ts';

export const STARTER_EMBEDDINGS_PATH = fileURLToPath(
  new URL('../../starter/embeddings.json', import.meta.url),
);

interface StarterEmbeddingsFile {
  model: string;
  dimensions: number;
  vectors: Record<string, string>;
}

/** Shipped vectors by text fingerprint; empty when the file is missing or made with another model. */
export function loadStarterEmbeddings(file = STARTER_EMBEDDINGS_PATH): Map<string, Float32Array> {
  if (!fs.existsSync(file)) return new Map();
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as StarterEmbeddingsFile;
  if (parsed.model !== EMBEDDING_MODEL) return new Map();
  return new Map(
    Object.entries(parsed.vectors).map(([fingerprint, base64]) => [
      fingerprint,
      decodeVector(Buffer.from(base64, 'base64')),
    ]),
  );
}

export function writeStarterEmbeddings(
  vectors: Map<string, Float32Array>,
  file = STARTER_EMBEDDINGS_PATH,
): void {
  const sorted = [...vectors].sort(([a], [b]) => a.localeCompare(b));
  const content: StarterEmbeddingsFile = {
    model: EMBEDDING_MODEL,
    dimensions: sorted[0]?.[1].length ?? 0,
    vectors: Object.fromEntries(
      sorted.map(([fingerprint, vector]) => [fingerprint, encodeVector(vector).toString('base64')]),
    ),
  };
  fs.writeFileSync(file, JSON.stringify(content, null, 1) + '\n');
}
