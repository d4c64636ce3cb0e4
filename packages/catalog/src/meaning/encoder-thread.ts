import { Worker } from 'node:worker_threads';
import type { BatchEncoder } from './sentence-encoder.ts';

export interface EncoderThread {
  /** Encodes a batch on the thread; rejects when the thread fails or is closed meanwhile. */
  encode: BatchEncoder;
  /** Stops the thread at once (a batch in flight is dropped and rejected). */
  close(): Promise<void>;
}

type Reply = { id: number; dimensions: number; vectors: Float32Array } | { id: number; error: string };

interface Pending {
  resolve(vectors: Float32Array[]): void;
  reject(error: Error): void;
}

const WORKER_URL = new URL('./encoder.worker.mjs', import.meta.url);

/**
 * The sentence encoder on a worker thread, started on the first batch: encoding thousands of movies takes
 * minutes of CPU, and on this thread it would leave the event loop few moments to answer requests. The
 * vectors come back in one transferred buffer per batch. The thread keeps the process alive only while a
 * batch is in flight.
 */
export function createEncoderThread(): EncoderThread {
  let worker: Worker | undefined;
  let closed = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const rejectAll = (error: Error) => {
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  const settle = (reply: Reply) => {
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker?.unref();
    if ('error' in reply) request.reject(new Error(`the encoder thread failed: ${reply.error}`));
    else
      request.resolve(
        Array.from({ length: reply.vectors.length / reply.dimensions }, (_, index) =>
          reply.vectors.subarray(index * reply.dimensions, (index + 1) * reply.dimensions),
        ),
      );
  };
  const start = () => {
    const thread = new Worker(WORKER_URL);
    thread.on('message', settle);
    thread.on('error', (error) => rejectAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      rejectAll(new Error(`the encoder thread stopped (exit code ${code})`));
    });
    return thread;
  };

  return {
    encode(texts) {
      if (closed) return Promise.reject(new Error('the encoder thread is closed'));
      if (texts.length === 0) return Promise.resolve([]);
      worker ??= start();
      const id = nextId++;
      const answer = new Promise<Float32Array[]>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.ref();
      worker.postMessage({ id, texts });
      return answer;
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = undefined;
      rejectAll(new Error('the encoder thread was closed'));
      await thread?.terminate();
    },
  };
}
