import { useEffect } from 'react';

let hydrated: Promise<void> = Promise.resolve();
let finishHydration = () => {};

/**
 * Marks the start of React taking over the page the server drew; the promise settles once the page's own content
 * (inside the layout's Suspense boundary, which hydrates after the header and footer) is React's too.
 */
export function beginHydration(): Promise<void> {
  hydrated = new Promise((resolve) => (finishHydration = resolve));
  return hydrated;
}

/** Settled once nothing on the page is still the server's markup (at once when the page was not drawn by it). */
export function pageHydrated(): Promise<void> {
  return hydrated;
}

/** Rendered last inside the page's Suspense boundary: its effect runs once the page's content is hydrated. */
export function PageHydrated(): null {
  useEffect(() => finishHydration(), []);
  return null;
}
