import { embedTexts } from './sentence-encoder.ts';

const CACHED_QUERIES = 500;

/** Embeds free-text queries, keeping the most recently used ones (a chat repeats itself). */
export function createQueryEmbedder(
  embed: (text: string) => Promise<Float32Array> = async (text) => (await embedTexts([text]))[0],
): (text: string) => Promise<Float32Array> {
  const cache = new Map<string, Promise<Float32Array>>();
  return (text) => {
    const key = text.trim().replace(/\s+/g, ' ');
    let vector = cache.get(key);
    if (vector) {
      cache.delete(key);
    } else {
      vector = embed(key);
      vector.catch(() => cache.delete(key));
      if (cache.size >= CACHED_QUERIES) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, vector);
    return vector;
  };
}
