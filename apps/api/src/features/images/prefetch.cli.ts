/**
 * npm run images:prefetch [-- --sizes w92,w500,original]
 *
 * Fetches the starter catalog's posters into the image cache (DATA_DIR/images), for a server that will run
 * offline with IMAGE_CACHE=true. Images already kept are skipped, so running it again resumes.
 */
import { parseArgs } from 'node:util';
import { IMAGE_SIZES, type ImageSize } from '@marquee/contracts';
import { loadConfig } from '../../config/env.ts';
import { createImageSource } from './image-source.ts';
import { createImageStore } from './image-store.ts';
import { imageCacheDir } from './images.routes.ts';
import { PREFETCH_SIZES, prefetchImages, starterPosterPaths } from './prefetch.ts';

async function main(): Promise<number> {
  let sizes: ImageSize[] = PREFETCH_SIZES;
  try {
    const args = parseArgs({ options: { sizes: { type: 'string' } } }).values;
    if (args.sizes) {
      sizes = args.sizes.split(',').map((size) => size.trim()) as ImageSize[];
      const unknown = sizes.filter((size) => !(IMAGE_SIZES as readonly string[]).includes(size));
      if (unknown.length > 0)
        throw new Error(`unknown size ${unknown.join(', ')}; one of ${IMAGE_SIZES.join(', ')}`);
    }
  } catch (error) {
    console.error(
      `${(error as Error).message}\nusage: npm run images:prefetch [-- --sizes w92,w500,original]`,
    );
    return 2;
  }
  const config = loadConfig();
  if (!config.IMAGE_CACHE) {
    console.error('note: IMAGE_CACHE is not true; the server serves these images once it is set');
  }
  const dir = imageCacheDir(config.DATA_DIR);
  const store = await createImageStore({ dir, maxBytes: config.IMAGE_CACHE_MAX_MB * 1024 * 1024 });
  const source = createImageSource({
    store,
    upstreamBase: config.tmdbImageBaseUrl,
    timeoutMs: Math.max(config.IMAGE_CACHE_TIMEOUT_MS, 15_000),
  });
  const paths = starterPosterPaths(config.repoRoot);
  console.error(`images:prefetch: ${paths.length} starter posters in ${sizes.join(', ')} into ${dir}`);

  let lastLine = 0;
  const summary = await prefetchImages({
    paths,
    sizes,
    store,
    source,
    progress: (done, total, { fetched, alreadyKept, failed }) => {
      if (done === total || done - lastLine >= 25) {
        lastLine = done;
        console.error(
          `  ${done}/${total}: ${fetched} fetched, ${alreadyKept} already kept, ${failed} failed`,
        );
      }
    },
  });
  const megabytes = (store.totalBytes / 1024 / 1024).toFixed(1);
  console.error(
    `images:prefetch: ${summary.fetched} fetched, ${summary.alreadyKept} already kept, ${summary.failed} failed; ` +
      `${megabytes} MB kept (cap IMAGE_CACHE_MAX_MB=${config.IMAGE_CACHE_MAX_MB})`,
  );
  if (summary.gaveUp) console.error('the image host keeps failing; run it again later to resume');
  else if (summary.failed > 0) console.error('some images failed; run it again to retry them');
  return summary.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
