/**
 * Plain values of personal API tokens, the release calendar and where to watch, apart from their zod schemas:
 * the web app's home and movie pages import them without loading a schema library.
 */

export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** Every personal API token starts with this, so the API tells it apart from a session token. */
export const API_TOKEN_PREFIX = 'mqt_';
export const API_TOKEN_NAME_MAX_LENGTH = 60;
export const API_TOKENS_PER_USER_MAX = 25;
export const API_TOKEN_READ_ONLY_MESSAGE = 'This API token can only read';
export const API_TOKEN_NOT_ALLOWED_MESSAGE = 'API tokens cannot do this; sign in instead';

/** Releases this many days back stay in the calendar feed, beside every upcoming one. */
export const CALENDAR_PAST_DAYS = 90;

export const DEFAULT_WATCH_REGION = 'US';
export const WATCH_SERVICES_MAX = 50;
/** TMDB's terms: its watch-provider data comes from JustWatch, and that must be said where it is shown. */
export const JUSTWATCH_ATTRIBUTION = 'Streaming data by JustWatch';
export const WHERE_TO_WATCH_OFFLINE_MESSAGE = 'Where to watch needs live TMDB data';
