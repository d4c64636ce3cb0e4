import { afterEach, describe, expect, it } from 'vitest';
import { createEncoderThread, type EncoderThread } from './encoder-thread.ts';
import { embedTexts } from './sentence-encoder.ts';

const TEXTS = [
  'A family of toys comes alive whenever nobody is watching.',
  'A crime family passes from father to son.',
  'Astronauts cross a wormhole to find a new home for mankind.',
];

describe('the encoder on a worker thread', () => {
  let thread: EncoderThread | undefined;
  afterEach(async () => {
    await thread?.close();
  });

  it('gives the same unit-length vectors as encoding on this thread', async () => {
    thread = createEncoderThread();
    const [here, there] = [
      await embedTexts(TEXTS),
      await embedTexts(TEXTS, { encodeBatch: thread.encode, batchSize: 2 }),
    ];
    expect(there).toHaveLength(TEXTS.length);
    there.forEach((vector, index) => {
      expect(vector).toHaveLength(512);
      for (let dimension = 0; dimension < 512; dimension++)
        expect(vector[dimension]).toBeCloseTo(here[index][dimension], 5);
    });
  }, 60_000);

  it('drops a batch in flight when closed, and encodes nothing after', async () => {
    thread = createEncoderThread();
    const long = Array.from({ length: 256 }, (_, index) => `${TEXTS[index % TEXTS.length]} Part ${index}.`);
    const dropped = expect(thread.encode(long)).rejects.toThrow('the encoder thread was closed');
    await thread.close();
    await dropped;
    await expect(thread.encode(TEXTS)).rejects.toThrow('the encoder thread is closed');
  });
});
