/**
 * Root of every diary query's key. In lib so that "Mark as Watched" (the watch-status feature), which logs a
 * watch on the server, can refresh the diary without importing the diary feature.
 */
export const DIARY_QUERY_KEY = ['library', 'diary'] as const;
