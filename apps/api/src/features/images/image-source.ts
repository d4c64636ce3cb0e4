import { createCircuitBreaker } from '@marquee/contracts';
import { HttpError, NotFoundError, UpstreamError } from '../../platform/errors.ts';
import type { ImageRequest } from './image-request.ts';
import type { ImageStore } from './image-store.ts';

/** TMDB's image host took too long: the visitor gets an answer rather than a hanging image. */
export class UpstreamTimeoutError extends HttpError {
  constructor(message: string) {
    super(504, message);
  }
}

/** Larger than any TMDB original; a bigger answer is not an image of theirs. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

export interface ImageSourceOptions {
  store: ImageStore;
  /** `{upstreamBase}/{size}/{file}`, TMDB's `https://image.tmdb.org/t/p` in production. */
  upstreamBase: string;
  /** The most one fetch may take, headers and body. */
  timeoutMs?: number;
  /** After failures in a row, uncached images fail at once for this long instead of each waiting. */
  cooldownMs?: number;
}

/**
 * An image's bytes: from disk when kept, otherwise fetched from TMDB once and kept. Requests for an image
 * already on its way share that one fetch. While TMDB's host is failing, kept images still serve and others
 * fail fast.
 */
export function createImageSource({
  store,
  upstreamBase,
  timeoutMs = 4000,
  cooldownMs = 10_000,
}: ImageSourceOptions) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const breaker = createCircuitBreaker({ failureThreshold: 2, cooldownMs });

  async function fetchUpstream(image: ImageRequest): Promise<Buffer> {
    if (!breaker.allows()) throw new UpstreamError('The image host is unreachable; try again shortly');
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetch(`${upstreamBase}/${image.key}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404) {
        // The host answered: it is up, the image just does not exist.
        breaker.succeeded();
        await response.body?.cancel();
        throw new NotFoundError('No such image');
      }
      const type = response.headers.get('content-type') ?? '';
      const length = Number(response.headers.get('content-length') ?? 0);
      if (!response.ok || !type.startsWith('image/') || length > MAX_IMAGE_BYTES) {
        await response.body?.cancel();
        throw new UpstreamError(`The image host answered ${response.status}${type ? ` (${type})` : ''}`);
      }
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof NotFoundError) throw error;
      breaker.failed();
      if (error instanceof HttpError) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new UpstreamTimeoutError('The image host did not answer in time');
      }
      throw new UpstreamError('The image host is unreachable');
    }
    breaker.succeeded();
    if (bytes.length > MAX_IMAGE_BYTES) throw new UpstreamError('The image host sent too large an image');
    await store.write(image.key, bytes);
    return bytes;
  }

  return {
    async get(image: ImageRequest): Promise<Buffer> {
      const kept = await store.read(image.key);
      if (kept) return kept;
      let fetching = inFlight.get(image.key);
      if (!fetching) {
        fetching = fetchUpstream(image).finally(() => inFlight.delete(image.key));
        inFlight.set(image.key, fetching);
      }
      return fetching;
    },
  };
}

export type ImageSource = ReturnType<typeof createImageSource>;
