import { IMAGE_SETTINGS_API_PATH, TMDB_IMAGE_BASE, type ImageSettings } from '@marquee/contracts';
import { peekPreloadedAnswer } from './preloaded-answers.ts';

/**
 * Where image URLs start: the server's own `/images` when its image cache is on (the page's HTML says so
 * among its preloaded answers, and so does a first screen drawn on the server), TMDB's image host otherwise.
 */
function imageBase(): string {
  return peekPreloadedAnswer<ImageSettings>(IMAGE_SETTINGS_API_PATH)?.base ?? TMDB_IMAGE_BASE;
}

/** Image sizes: width 500 for cards, original size for backdrops and the detail page (w92 for search-suggestion thumbnails). */
export function posterUrl(
  path: string | null | undefined,
  size: 'w92' | 'w500' | 'original' = 'w500',
): string | null {
  return path ? `${imageBase()}/${size}${path}` : null;
}

export function backdropUrl(path: string | null | undefined): string | null {
  return path ? `${imageBase()}/original${path}` : null;
}

export function profileUrl(path: string | null | undefined): string | null {
  return path ? `${imageBase()}/w185${path}` : null;
}
