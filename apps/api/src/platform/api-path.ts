/** Whether a request path (query string allowed) is under the API rather than a page or a file of the web app. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === '/api' || pathname.startsWith('/api/');
}
