/**
 * The example sentences' vectors, computed once by `npm run chat:intent-vectors` and shipped beside them:
 * embedding some 300 sentences at start cost every process seconds of CPU on its only thread. Stored as signed
 * bytes (a vector's components times 127), which keeps the ranking of cosine similarities.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { INTENTS, type Intent, type IntentExamples } from './intent.ts';

export interface LabelledExample {
  intent: Intent;
  text: string;
}

export interface ShippedVectors {
  /** SHA-256 of the labelled examples the vectors were made from: a changed example means they are stale. */
  fingerprint: string;
  dimensions: number;
  /** Base64 of one signed byte per component, the examples' vectors one after another. */
  bytes: string;
}

export const SHIPPED_VECTORS_FILE = new URL('./intent-vectors.json', import.meta.url);

export function labelledExamples(languages: readonly IntentExamples[]): LabelledExample[] {
  return languages.flatMap((language) =>
    INTENTS.flatMap((intent) => language[intent].map((text) => ({ intent, text }))),
  );
}

export function fingerprintOf(examples: LabelledExample[]): string {
  return crypto.hash('sha256', JSON.stringify(examples), 'hex');
}

export function packVectors(examples: LabelledExample[], vectors: Float32Array[]): ShippedVectors {
  const dimensions = vectors[0]?.length ?? 0;
  const bytes = new Int8Array(vectors.length * dimensions);
  vectors.forEach((vector, row) =>
    vector.forEach((value, column) => (bytes[row * dimensions + column] = Math.round(value * 127))),
  );
  return {
    fingerprint: fingerprintOf(examples),
    dimensions,
    bytes: Buffer.from(bytes.buffer).toString('base64'),
  };
}

/** The shipped vectors for exactly these examples, unit length again; undefined when missing or stale. */
export function shippedVectorsFor(examples: LabelledExample[]): Float32Array[] | undefined {
  if (!fs.existsSync(SHIPPED_VECTORS_FILE)) return undefined;
  const shipped = JSON.parse(fs.readFileSync(SHIPPED_VECTORS_FILE, 'utf8')) as ShippedVectors;
  if (shipped.fingerprint !== fingerprintOf(examples)) return undefined;
  const bytes = new Int8Array(Buffer.from(shipped.bytes, 'base64'));
  return examples.map((_, row) => {
    const vector = Float32Array.from(
      bytes.subarray(row * shipped.dimensions, (row + 1) * shipped.dimensions),
    );
    const norm = Math.hypot(...vector) || 1;
    return vector.map((value) => value / norm);
  });
}
