/** Submitted searches in localStorage, newest first, de-duplicated ignoring case, at most 10. */
export const SEARCH_HISTORY_KEY = 'movie_search_history';
export const SEARCH_HISTORY_LIMIT = 10;
export const RECENT_SEARCHES_SHOWN = 3;
export const POPULAR_SEARCHES = [
  'Final Destination',
  'Mission Impossible',
  'Stree 2',
  'Interstellar',
] as const;

export function readSearchHistory(storage: Storage = window.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      : [];
  } catch {
    // Storage holding something that is not our JSON (or blocked storage) is an empty history, not a crash.
    return [];
  }
}

export function addToSearchHistory(query: string, storage: Storage = window.localStorage): string[] {
  const entry = query.trim();
  if (!entry) return readSearchHistory(storage);
  const history = [
    entry,
    ...readSearchHistory(storage).filter((item) => item.toLowerCase() !== entry.toLowerCase()),
  ].slice(0, SEARCH_HISTORY_LIMIT);
  try {
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // A full or disabled storage only loses the history.
  }
  return history;
}
