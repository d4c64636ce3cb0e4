/** Plain values of Watch tonight apart from its zod schemas: the navbar shows them on every page without loading zod. */

export const WATCH_TONIGHT_TITLE = 'Watch tonight';
export const WATCH_TONIGHT_PATH = '/tonight';
export const TONIGHT_LIMITED_NOTE = 'Picks are simpler right now: chosen from genres and popularity.';
export const TONIGHT_PICKS = 5;
/** Partners besides the user: a group of at most this many plus the user. */
export const TONIGHT_MAX_PARTNERS = 5;
/** An invite link works once, and not after this many days. */
export const INVITE_LINK_DAYS = 7;
