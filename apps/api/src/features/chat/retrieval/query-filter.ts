import type { MovieFilter } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import type { MovieQuery, RequestOrder, SortOrder } from '../understanding/chat-query.ts';
import { genreIdOf } from '../understanding/lexicon.ts';

/** What the catalog confirmed of a request's names and titles, and what the user's history leaves out. */
export interface ResolvedExclusions {
  /** Catalog people the request avoids ('nothing by Nolan'). */
  personIds: number[];
  /** Films the request or the user's history leaves out: titles avoided, films already shown or seen. */
  movieIds: number[];
}

export const NO_EXCLUSIONS: ResolvedExclusions = { personIds: [], movieIds: [] };

/**
 * A mood asks for a story that makes you feel so: no documentary or concert film unless one is asked for ('cheer me
 * up' drew a catalog's best-rated concert films).
 */
const NOT_FOR_A_MOOD = [genreIdOf('Documentary')];

/** Orders the catalog cannot sort by: applied to the candidates it found. */
const CANDIDATE_ORDERS: readonly RequestOrder[] = ['oldest', 'shortest', 'longest'];

/** The catalog's own sort for an order; 'oldest', 'shortest' and 'longest' are applied to the candidates afterwards. */
export function catalogSort(order: RequestOrder | undefined): SortOrder | undefined {
  return order && CANDIDATE_ORDERS.includes(order) ? 'popularity' : (order as SortOrder | undefined);
}

/** The catalog filter for a query: every hard constraint of the request, both polarities; moods and themes rank. */
export function filterFor(
  query: MovieQuery,
  {
    excludeIds = [],
    certifications = true,
    exclusions = NO_EXCLUSIONS,
  }: { excludeIds?: Iterable<number>; certifications?: boolean; exclusions?: ResolvedExclusions } = {},
): MovieFilter {
  const excluded = new Set([
    ...query.excludeGenreIds,
    ...(query.mood ? [...query.mood.excludeGenreIds, ...NOT_FOR_A_MOOD] : []),
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
    excludeLanguages: query.excludeLanguages.length ? query.excludeLanguages : undefined,
    countries: query.countries.length ? query.countries : undefined,
    excludeCountries: query.excludeCountries.length ? query.excludeCountries : undefined,
    certifications: certifications && query.audience ? query.audience.certifications : undefined,
    excludeKeywords: query.avoidKeywords.length ? query.avoidKeywords : undefined,
    excludePersonIds: exclusions.personIds.length ? exclusions.personIds : undefined,
    excludeIds: [...new Set([...excludeIds, ...exclusions.movieIds])],
  };
}

/** 'oldest', 'shortest' and 'longest' reorder the candidates the catalog found (runtime from `runtimes` when known). */
export function applyOrder(
  movies: MovieSummary[],
  order: RequestOrder | undefined,
  runtimes: ReadonlyMap<number, number | null> = new Map(),
): MovieSummary[] {
  if (order === 'oldest')
    return [...movies].sort((a, b) => (a.release_date || '9999').localeCompare(b.release_date || '9999'));
  if (order === 'shortest')
    return [...movies].sort(
      (a, b) =>
        (runtimes.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (runtimes.get(b.id) ?? Number.MAX_SAFE_INTEGER),
    );
  if (order === 'longest')
    return [...movies].sort((a, b) => (runtimes.get(b.id) ?? 0) - (runtimes.get(a.id) ?? 0));
  return movies;
}
