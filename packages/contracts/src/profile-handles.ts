/** Plain rules and texts of public profiles and shared playlists, free of zod so the web app can import them. */

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
const HANDLE_CHARACTERS = /^[a-z0-9_-]+$/;

/** Handles that would read as part of the site (or a page of it) rather than a person. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'administrator',
  'api',
  'assets',
  'diary',
  'help',
  'login',
  'logout',
  'marquee',
  'me',
  'mod',
  'moderator',
  'new',
  'null',
  'official',
  'playlist',
  'playlists',
  'privacy',
  'profile',
  'register',
  'root',
  'settings',
  'staff',
  'static',
  'stats',
  'support',
  'system',
  'terms',
  'undefined',
  'www',
]);

/** Handles are compared and stored in lower case: 'Ana' and 'ana' are the same handle. */
export function normaliseHandle(handle: string): string {
  return handle.trim().toLowerCase();
}

/** Why a (normalised) handle can't be used, or null when it can. */
export function handleProblem(handle: string): string | null {
  if (handle.length < HANDLE_MIN_LENGTH || handle.length > HANDLE_MAX_LENGTH)
    return `must be ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} characters`;
  if (!HANDLE_CHARACTERS.test(handle)) return 'may only use lowercase letters, digits, _ and -';
  if (RESERVED_HANDLES.has(handle)) return 'is reserved, please choose another';
  return null;
}

export const HANDLE_TAKEN_MESSAGE = 'That handle is already taken';
/** One answer for a handle nobody has and a profile that isn't public, so neither can be told apart. */
export const PROFILE_NOT_FOUND_MESSAGE = "This profile is private or doesn't exist";
/** Likewise for a share link that is unknown and one whose playlist was made private. */
export const SHARED_PLAYLIST_NOT_FOUND_MESSAGE = "This playlist is private or doesn't exist";

/** A public profile shows this many recent diary entries, favourites and public playlists at most. */
export const PUBLIC_PROFILE_DIARY_ENTRIES = 20;
export const PUBLIC_PROFILE_FAVOURITES = 24;
export const PUBLIC_PROFILE_PLAYLISTS = 50;
/** Posters shown as the preview of a public playlist. */
export const PLAYLIST_PREVIEW_POSTERS = 4;

export const profilePath = (handle: string) => `/u/${handle}`;
export const sharedPlaylistPath = (token: string) => `/p/${token}`;

/** The API paths (no leading slash, as the web app requests them) those two pages read. */
export const publicProfileApiPath = (handle: string) => `api/profiles/${encodeURIComponent(handle)}`;
export const sharedPlaylistApiPath = (token: string) => `api/shared/playlists/${encodeURIComponent(token)}`;
