/**
 * The browser tab's title for a page (history, bookmarks, screen readers): its own subject, then the site.
 * Free of zod: the web app sets it as pages change, the API writes it into the HTML of a first screen.
 */
export const SITE_NAME = 'Marquee';

export function documentTitle(subject?: string | null): string {
  const trimmed = subject?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : SITE_NAME;
}

/** A movie as its page's title names it: "Interstellar (2014)", the year left out when unknown. */
export function movieSubject(movie: { title?: string; name?: string; release_date?: string | null }): string {
  const name = movie.title ?? movie.name ?? '';
  const year = /^(\d{4})/.exec(movie.release_date ?? '')?.[1];
  return year ? `${name} (${year})` : name;
}
