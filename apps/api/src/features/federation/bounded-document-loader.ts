import type { webcrypto } from 'node:crypto';
import { signRequest } from '@fedify/fedify';
import {
  createActivityPubRequest,
  getRemoteDocument,
  preloadedContexts,
  validatePublicUrl,
  type DocumentLoader,
  type DocumentLoaderOptions,
  type GetUserAgentOptions,
  type RemoteDocument,
} from '@fedify/vocab-runtime';

/** The most a remote document (an actor, a post) may take; Mastodon's are a few KB (ADR 035). */
export const FETCHED_DOCUMENT_LIMIT = 1024 * 1024;
const MAX_REDIRECTS = 5;

export class DocumentTooLargeError extends Error {
  constructor(url: string, limit: number) {
    super(`${url} is larger than ${limit} bytes`);
    this.name = 'DocumentTooLargeError';
  }
}

/** The response's body, refused as soon as it is past `limit` bytes (declared or counted). */
async function readAtMost(url: string, response: Response, limit: number): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel();
    throw new DocumentTooLargeError(url, limit);
  }
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new DocumentTooLargeError(url, limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** An actor's key, for a fetch signed as them (servers in authorized-fetch mode answer only those). */
export interface SigningIdentity {
  keyId: URL;
  privateKey: webcrypto.CryptoKey;
}

/**
 * Fedify's document loading (its preloaded JSON-LD contexts, private-address refusal, ActivityPub request
 * and response reading) with a cap on what one document may take, which Fedify's own loaders lack. With an
 * `identity`, every request (each redirect too) is signed as that actor (HTTP Signatures), as Fedify's
 * authenticated loader does, and bounded the same.
 */
export function boundedDocumentLoader({
  allowPrivateAddress = false,
  userAgent,
  limit = FETCHED_DOCUMENT_LIMIT,
  identity,
}: {
  allowPrivateAddress?: boolean;
  userAgent?: GetUserAgentOptions | string;
  limit?: number;
  identity?: SigningIdentity;
} = {}): DocumentLoader {
  const load = async (
    url: string,
    options?: DocumentLoaderOptions,
    redirected = 0,
  ): Promise<RemoteDocument> => {
    options?.signal?.throwIfAborted();
    const href = new URL(url).href;
    if (href in preloadedContexts)
      return { contextUrl: null, document: preloadedContexts[href], documentUrl: href };
    if (!allowPrivateAddress) await validatePublicUrl(href);
    const unsigned = createActivityPubRequest(href, { userAgent });
    const request = identity ? await signRequest(unsigned, identity.privateKey, identity.keyId) : unsigned;
    const response = await fetch(request, {
      redirect: 'manual',
      signal: options?.signal,
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirected >= MAX_REDIRECTS) throw new Error(`Too many redirections fetching ${href}`);
      return load(new URL(location, href).href, options, redirected + 1);
    }
    const body = response.ok ? await readAtMost(href, response, limit) : null;
    if (!response.ok) await response.body?.cancel();
    const bounded = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    return getRemoteDocument(href, bounded, (next) => load(next, options, redirected + 1));
  };
  return load;
}
