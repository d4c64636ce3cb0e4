/**
 * The browser tab's title for a page (history, bookmarks, screen readers): its own subject, then the site.
 * Free of zod: the web app sets it as pages change, the API writes it into the HTML of a first screen.
 */
export const SITE_NAME = 'Marquee';

/** Titles of pages that show nothing: the app sets them, and the server writes them into its 404 answers. */
export const PAGE_NOT_FOUND_SUBJECT = 'Page not found';
export const MOVIE_NOT_FOUND_SUBJECT = 'Movie not found';
export const GENRE_NOT_FOUND_SUBJECT = 'Genre not found';
export const CONTENT_NOT_FOUND_SUBJECT = 'Content not found';
/** A person's page without a name to show: the spec's cast page title. */
export const PERSON_PAGE_FALLBACK_SUBJECT = 'Cast';

export function documentTitle(subject?: string | null): string {
  const trimmed = subject?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : SITE_NAME;
}

/** The year of a TMDB release date ("2014-11-05"), undefined when it has none. */
export function releaseYearOf(releaseDate: string | null | undefined): string | undefined {
  return /^(\d{4})/.exec(releaseDate ?? '')?.[1];
}

/** A movie as its page's title names it: "Interstellar (2014)", the year left out when unknown. */
export function movieSubject(movie: { title?: string; name?: string; release_date?: string | null }): string {
  const name = movie.title ?? movie.name ?? '';
  const year = releaseYearOf(movie.release_date);
  return year ? `${name} (${year})` : name;
}

/** A public profile as its page's title names it: "Ada Lovelace (@ada)". */
export function profileSubject(profile: { display_name: string; handle: string }): string {
  return `${profile.display_name} (@${profile.handle})`;
}
