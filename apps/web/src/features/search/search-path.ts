/** The search results page of `query`. */
export function searchPath(query: string): string {
  return `/search/${encodeURIComponent(query.trim())}`;
}
