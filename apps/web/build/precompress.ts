import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than the extra round of headers costs.
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` copies of every compressible file of the build, compressed once at the highest
 * levels, so the API serves them as they are (`@fastify/static` with `preCompressed`) instead of sending
 * 300 KB of JavaScript uncompressed or compressing it on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'marquee-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const fullPath = path.join(outDir, file);
            const content = await fs.readFile(fullPath);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([fs.writeFile(`${fullPath}.br`, br), fs.writeFile(`${fullPath}.gz`, gz)]);
          }),
      );
    },
  };
}
