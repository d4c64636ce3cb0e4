import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { isApiPath } from './api-path.ts';

/** The TMDB image host the web app loads posters and backdrops from (unless the server's image cache is on). */
export const IMAGE_HOST = 'https://image.tmdb.org';

const pageSecurityOptions = ({ tmdbImages }: PageImageSources): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-hot-toast injects its keyframes in a <style> element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(tmdbImages ? [IMAGE_HOST] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Google sign-in opens a popup whose opener must survive the round trip.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
});

export interface PageImageSources {
  /** Whether pages may load images from TMDB's host: not when the server serves them itself (IMAGE_CACHE). */
  tmdbImages: boolean;
}

/**
 * JSON answers are never rendered as documents: they need no script or frame policy of their own, only to be
 * kept out of frames, sniffing and other origins. A third of the bytes of the page set, on every API answer.
 */
const API_SECURITY_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The interactive API documentation is a page of its own, with scripts. */
function isApiAnswer(url: string): boolean {
  return isApiPath(url) && !url.startsWith('/api/docs');
}

/**
 * The headers helmet sends with these options. The plugin rebuilds its middleware (and re-renders the
 * content security policy) on every request, about a quarter of the API's per-request CPU; the headers never
 * change, so helmet is asked once, on a throwaway instance, and its answer is replayed.
 */
export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<OutgoingHttpHeaders> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    // Only helmet has touched the raw response when the handler runs.
    let headers: OutgoingHttpHeaders = {};
    probe.get('/', async (_request, reply) => {
      headers = reply.raw.getHeaders();
      return '';
    });
    await probe.inject({ method: 'GET', url: '/' });
    return headers;
  } finally {
    await probe.close();
  }
}

/** Every answer (API, pages, static files, errors, 404s) carries security headers: the API's set or the pages'. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  images: PageImageSources = { tmdbImages: true },
): Promise<void> {
  const [apiHeaders, pageHeaders] = await Promise.all([
    computeSecurityHeaders(API_SECURITY_OPTIONS),
    computeSecurityHeaders(pageSecurityOptions(images)),
  ]);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
