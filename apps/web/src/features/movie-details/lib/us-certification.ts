import type { MovieDetails } from '@marquee/contracts';

/** Which US release's rating counts when several have one: the theatrical one first, as TMDB's own site does. */
const RELEASE_TYPE_PREFERENCE = [3, 2, 1, 4, 5, 6];

/** The US age rating ('PG-13') from TMDB's `release_dates`, or null when no US release has one. */
export function usCertification(releaseDates: MovieDetails['release_dates']): string | null {
  const us = releaseDates?.results.find((country) => country.iso_3166_1 === 'US');
  const rated = (us?.release_dates ?? [])
    .map((release) => ({ type: release.type, certification: release.certification.trim() }))
    .filter((release) => release.certification !== '');
  const rank = (type: number) => {
    const index = RELEASE_TYPE_PREFERENCE.indexOf(type);
    return index === -1 ? RELEASE_TYPE_PREFERENCE.length : index;
  };
  rated.sort((a, b) => rank(a.type) - rank(b.type));
  return rated[0]?.certification ?? null;
}
