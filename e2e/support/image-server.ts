import http from 'node:http';
import zlib from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { freePort } from '@marquee/harness';

/** The movie database's image host, as the web app names it. */
export const IMAGE_HOST = /^https:\/\/image\.tmdb\.org\/t\/p\//;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** A real RGB PNG: a diagonal two-colour gradient with soft bands, its colours chosen by `seed`. */
export function gradientPng(width: number, height: number, seed: string): Buffer {
  const hash = hashOf(seed);
  const from = [hash & 0xff, (hash >> 8) & 0xff, (hash >> 16) & 0xff];
  const to = [255 - from[1]!, from[2]!, 255 - from[0]!];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const band = 0.85 + 0.15 * Math.sin((x + y) / 9);
      for (let c = 0; c < 3; c += 1)
        row[1 + x * 3 + c] = Math.round((from[c]! * (1 - t) + to[c]! * t) * band);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ImageServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A local image host in the movie database's URL layout (/t/p/{size}/{file}): posters (w92, w500), profiles
 * (w185) and backdrops (original) as generated PNGs, the same picture for the same file every time.
 */
export async function startImageServer(): Promise<ImageServer> {
  const cache = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const match = /^\/t\/p\/(w92|w185|w500|original)\/(.+)$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const [, size, file] = match;
    const key = `${size}/${file}`;
    let png = cache.get(key);
    if (!png) {
      // Original size serves posters and backdrops alike (both drawn with object-fit: cover): a square.
      const width = size === 'w92' ? 92 : size === 'w185' ? 185 : size === 'w500' ? 300 : 600;
      png = gradientPng(width, size === 'original' ? 600 : Math.round(width * 1.5), file!);
      cache.set(key, png);
    }
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(png);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}/t/p/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Points a browser context's image base at `images`: posters show real pixels instead of failing as offline. */
export async function serveImagesFrom(context: BrowserContext, images: ImageServer): Promise<void> {
  // The browser's resolver fails the image host (launchBrowser); a route answers before any lookup.
  await context.route(IMAGE_HOST, async (route) => {
    const url = route.request().url().replace(IMAGE_HOST, images.baseUrl);
    return route.fulfill({ response: await route.fetch({ url }) });
  });
}
