import fs from 'node:fs';
import path from 'node:path';
import type { ImageSize } from '@marquee/contracts';
import { parseImageRequest } from './image-request.ts';
import type { ImageSource } from './image-source.ts';
import type { ImageStore } from './image-store.ts';

/** The poster sizes the web app shows: search suggestions, cards, the movie page. */
export const PREFETCH_SIZES: ImageSize[] = ['w92', 'w500', 'original'];

/** After this many failures in a row the host is taken to be unreachable: a later run resumes. */
const FAILURES_TO_GIVE_UP = 5;

export interface PrefetchSummary {
  fetched: number;
  alreadyKept: number;
  failed: number;
  /** Stopped early because the image host kept failing. */
  gaveUp: boolean;
}

/** The starter catalog's poster paths (`/abc.jpg`), from the generated starter JSON. */
export function starterPosterPaths(repoRoot: string): string[] {
  const file = path.join(repoRoot, 'packages/catalog/starter/movies.json');
  const { movies } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    movies: { poster_path: string | null }[];
  };
  return [...new Set(movies.map((movie) => movie.poster_path).filter((poster) => poster !== null))];
}

/**
 * Fetches every `{size}{path}` not kept yet, a few at a time, and keeps it. What is kept is skipped, so a run
 * that stopped (offline, interrupted) resumes where it left off.
 */
export async function prefetchImages({
  paths,
  sizes,
  store,
  source,
  concurrency = 4,
  progress = () => {},
}: {
  paths: string[];
  sizes: ImageSize[];
  store: ImageStore;
  source: ImageSource;
  concurrency?: number;
  progress?: (done: number, total: number, summary: PrefetchSummary) => void;
}): Promise<PrefetchSummary> {
  const images = sizes.flatMap((size) =>
    paths.map((poster) => parseImageRequest(size, poster.replace(/^\//, ''))),
  );
  const summary: PrefetchSummary = { fetched: 0, alreadyKept: 0, failed: 0, gaveUp: false };
  let next = 0;
  let done = 0;
  let failuresInARow = 0;

  async function worker() {
    while (next < images.length && !summary.gaveUp) {
      const image = images[next++]!;
      if (await store.has(image.key)) {
        summary.alreadyKept += 1;
      } else {
        try {
          await source.get(image);
          summary.fetched += 1;
          failuresInARow = 0;
        } catch {
          summary.failed += 1;
          failuresInARow += 1;
          if (failuresInARow >= FAILURES_TO_GIVE_UP) summary.gaveUp = true;
        }
      }
      done += 1;
      progress(done, images.length, summary);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}
