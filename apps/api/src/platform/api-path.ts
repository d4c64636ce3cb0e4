/** Whether a request path (query string allowed) is under the API rather than a page or a file of the web app. */
export function isApiPath(url: string): boolean {
  // Asked twice for every request: no splitting (and no garbage) for a question about the first five characters.
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  return Number.isNaN(next) || next === 0x2f /* / */ || next === 0x3f; /* ? */
}
