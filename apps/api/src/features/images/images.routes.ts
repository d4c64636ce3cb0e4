import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGE_SETTINGS_API_PATH, SERVED_IMAGE_BASE, type ImageSettings } from '@marquee/contracts';
import type { Config } from '../../config/env.ts';
import { parseImageRequest } from './image-request.ts';
import { createImageSource } from './image-source.ts';
import { createImageStore } from './image-store.ts';

export type ImageRoutesOptions = Pick<
  Config,
  'IMAGE_CACHE' | 'IMAGE_CACHE_MAX_MB' | 'IMAGE_CACHE_TIMEOUT_MS' | 'DATA_DIR' | 'tmdbImageBaseUrl'
>;

/** Where the kept images live. */
export const imageCacheDir = (dataDir: string) => path.join(dataDir, 'images');

/**
 * With IMAGE_CACHE=true: `GET /images/{size}/{file}` serves TMDB's images from the server (fetched once, kept
 * under DATA_DIR/images), and `GET /api/images/settings` tells the web app (through the page's preloaded
 * answers) to build its image URLs on it. Off, neither route exists and images load from TMDB as before.
 */
export async function registerImageRoutes(app: FastifyInstance, options: ImageRoutesOptions): Promise<void> {
  if (!options.IMAGE_CACHE) return;
  const store = await createImageStore({
    dir: imageCacheDir(options.DATA_DIR),
    maxBytes: options.IMAGE_CACHE_MAX_MB * 1024 * 1024,
  });
  const source = createImageSource({
    store,
    upstreamBase: options.tmdbImageBaseUrl,
    timeoutMs: options.IMAGE_CACHE_TIMEOUT_MS,
  });

  app.get<{ Params: { size: string; file: string } }>(
    `${SERVED_IMAGE_BASE}/:size/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const image = parseImageRequest(request.params.size, request.params.file);
      const bytes = await source.get(image);
      // TMDB never changes the image behind a file name.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(image.contentType)
        .send(bytes);
    },
  );

  const settings: ImageSettings = { base: SERVED_IMAGE_BASE };
  app.get(`/${IMAGE_SETTINGS_API_PATH}`, { schema: { hide: true } }, () => settings);
}
