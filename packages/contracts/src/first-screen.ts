/**
 * The public catalog answers a page needs for its first screen, so the server can send them along with the
 * page's HTML and the browser renders without a further round trip. Free of zod: the web app imports it.
 * The web app's queries build their paths with the same functions, so the two can never disagree.
 */
import type { ListingKind } from './limits.ts';
import type { Locale } from './locales.ts';

export const catalogApiPaths = {
  listing: (kind: ListingKind, page = 1) =>
    `api/tmdb/${kind === 'trending' ? 'trending/movie/week' : `movie/${kind}`}?page=${page}`,
  movie: (movieId: number) => `api/tmdb/movie/${movieId}`,
  movieCredits: (movieId: number) => `api/tmdb/movie/${movieId}/credits`,
  person: (personId: number) => `api/tmdb/person/${personId}`,
};

/** The listings the home page shows as rows, top to bottom (its hero features the popular one). */
export const HOME_LISTINGS = [
  'now_playing',
  'top_rated',
  'popular',
] as const satisfies readonly ListingKind[];

/** The id of the JSON script element in which the page's HTML carries those answers. */
export const FIRST_SCREEN_ANSWERS_ELEMENT_ID = 'preloaded-answers';

export interface FirstScreen {
  /** The web app's route module, `apps/web/src/app/routes/{route}.tsx`, which the browser may fetch at once. */
  route: string;
  /** API paths (no leading slash, as the web app requests them) whose answers the page shows first. */
  apiPaths: string[];
}

/** What the page at `pathname` needs for its first screen, for the pages people land on most. */
export function firstScreen(pathname: string): FirstScreen | undefined {
  if (pathname === '/') {
    return { route: 'home', apiPaths: HOME_LISTINGS.map((kind) => catalogApiPaths.listing(kind)) };
  }
  const movie = /^\/movie\/([1-9]\d{0,9})$/.exec(pathname);
  if (movie) {
    const movieId = Number(movie[1]);
    return {
      route: 'movie',
      apiPaths: [catalogApiPaths.movie(movieId), catalogApiPaths.movieCredits(movieId)],
    };
  }
  return undefined;
}

/**
 * The web app's server build (`apps/web/dist/{FIRST_SCREEN_RENDERER_FILE}`, a dot folder the static files
 * never serve) renders a first screen's markup from the answers the page carries, for the browser to hydrate.
 */
export const FIRST_SCREEN_RENDERER_FILE = '.server/first-screen.js';
export type RenderFirstScreen = (
  pathname: string,
  answers: Record<string, unknown>,
  /** The page's language (ADR 036); English when left out. */
  locale?: Locale,
) => Promise<string>;
