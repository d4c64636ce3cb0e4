import type { MovieFilter } from '@marquee/catalog';
import type { MovieQuery } from '../understanding/chat-query.ts';

/** The catalog filter for a query: every hard constraint of the request, moods and themes left to ranking. */
export function filterFor(
  query: MovieQuery,
  {
    excludeIds = [],
    certifications = true,
  }: { excludeIds?: Iterable<number>; certifications?: boolean } = {},
): MovieFilter {
  const excluded = new Set([
    ...query.excludeGenreIds,
    ...(query.mood?.excludeGenreIds ?? []),
    ...(query.audience?.excludeGenreIds ?? []),
    ...query.softExcludeGenreIds,
  ]);
  for (const id of query.genreIds) excluded.delete(id);
  const anyGenreIds = query.audience?.anyGenreIds.filter((id) => !excluded.has(id)) ?? [];
  return {
    genreIds: query.genreIds.length ? query.genreIds : undefined,
    anyGenreIds:
      anyGenreIds.length && !anyGenreIds.some((id) => query.genreIds.includes(id)) ? anyGenreIds : undefined,
    excludeGenreIds: excluded.size ? [...excluded] : undefined,
    yearFrom: query.yearFrom,
    yearTo: query.yearTo,
    runtimeMin: query.runtimeMin,
    runtimeMax: query.runtimeMax,
    originalLanguages: query.languages.length ? query.languages : undefined,
    countries: query.countries.length ? query.countries : undefined,
    certifications: certifications && query.audience ? query.audience.certifications : undefined,
    excludeIds: [...excludeIds],
  };
}
