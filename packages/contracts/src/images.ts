/**
 * Where posters and photos load from. By default straight from TMDB's image host; with the server's image
 * cache on (IMAGE_CACHE=true), from the server's own `/images/{size}/{file}`. Free of zod: the web app imports it.
 */

/** TMDB's image host, `{base}/{size}/{file}`. */
export const TMDB_IMAGE_BASE = 'https://image.tmdb.org/t/p';

/** Where the server serves the images it keeps. */
export const SERVED_IMAGE_BASE = '/images';

/** The TMDB image sizes the app uses (cards, suggestions, photos, the detail page) and the server serves. */
export const IMAGE_SIZES = ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** TMDB's image file names: letters, digits, `_` and `-`, and a raster extension (no SVG: it could carry script). */
export const IMAGE_FILE_PATTERN = /^[A-Za-z0-9_-]{1,64}\.(jpg|jpeg|png|webp)$/;

/**
 * The API path whose answer (`ImageSettings`) every page's HTML carries among its preloaded answers while the
 * cache is on. It answers 404 while the cache is off, and the web app then uses TMDB's host.
 */
export const IMAGE_SETTINGS_API_PATH = 'api/images/settings';

export interface ImageSettings {
  /** The base image URLs start with: `{base}/{size}{path}`. */
  base: string;
}
