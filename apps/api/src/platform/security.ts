import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

/** The TMDB image host the web app loads posters and backdrops from. */
export const IMAGE_HOST = 'https://image.tmdb.org';

const SECURITY_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-hot-toast injects its keyframes in a <style> element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', IMAGE_HOST],
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
};

/**
 * The headers helmet sends with these options. The plugin rebuilds its middleware (and re-renders the
 * content security policy) on every request, about a quarter of the API's per-request CPU; the headers never
 * change, so helmet is asked once, on a throwaway instance, and its answer is replayed.
 */
export async function computeSecurityHeaders(
  options: FastifyHelmetOptions = SECURITY_OPTIONS,
): Promise<OutgoingHttpHeaders> {
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

/** Every answer (API, static files, errors, 404s) carries the same security headers. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await computeSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
