/**
 * The web app's pages. The web app builds its router from this list and the API answers 404 for a page address
 * that matches none of it, so the two never disagree. Free of zod: the web app imports it.
 */
import { MAX_ID } from './limits.ts';

/** React Router paths below the root layout, in the order the router tries them; '' is the home page. */
export const WEB_ROUTE_PATHS = [
  '',
  'login',
  'register',
  'profile-setup',
  'reset-password',
  'movie/:movieId',
  'search/:query',
  'cast/:castId/:castName?',
  'genre/:genreId',
  'content/:contentType',
  'chatbot',
  'liked',
  'for-you',
  'watched',
  'watchlist',
  'diary',
  'recently-visited',
  'playlists',
  'playlist/:playlistId',
  'stats',
  'tonight',
  'tonight/join/:token',
  'settings/data',
  'u/:handle',
  'p/:token',
  'settings/profile',
  'settings/connections',
  'settings/api-tokens',
  'settings/friends',
  'friends',
  'settings',
] as const;
export type WebRoutePath = (typeof WEB_ROUTE_PATHS)[number];

export interface WebRouteMatch {
  path: WebRoutePath;
  /** The path's `:name` segments, decoded as React Router decodes them; absent when optional and left out. */
  params: Record<string, string | undefined>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * React Router's own matching: static segments case-insensitive, `:name` one non-empty segment, `:name?` one
 * that may be left out, any number of trailing slashes.
 */
function compile(path: WebRoutePath) {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      names.push(param[1]!);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { path, names, pattern: new RegExp(`^${source}/*$`, 'i') };
}

const COMPILED_ROUTES = WEB_ROUTE_PATHS.map(compile);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // React Router keeps a malformed escape as it is, too.
    return segment;
  }
}

/** The web route a page address (no query string) shows, or undefined for the not-found page. */
export function matchWebRoute(pathname: string): WebRouteMatch | undefined {
  for (const route of COMPILED_ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string | undefined> = {};
    route.names.forEach((name, index) => {
      const value = match[index + 1];
      params[name] = value === undefined ? undefined : decodeSegment(value);
    });
    return { path: route.path, params };
  }
  return undefined;
}

/** A person's page (the spec's cast page) is addressed /cast/{id}/{name}. */
export function castPath(person: { id: number; name: string }): string {
  return `/cast/${person.id}/${encodeURIComponent(person.name)}`;
}

/** The catalog id a page address names (`/movie/{id}`, `/cast/{id}`): 0 when it names none. */
function catalogIdOf(segment: string | undefined): number {
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : 0;
}

/** The movie id of a `/movie/{movieId}` page, as the page and the server both read it: 0 when it names none. */
export const movieIdOf = catalogIdOf;
/** The person id of a `/cast/{castId}` page: 0 when it names none. */
export const personIdOf = catalogIdOf;
