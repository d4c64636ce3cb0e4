import type { MovieSummary } from '@marquee/contracts';
import type { MovieFilter } from '../catalog.ts';

/** What a filter looks at, precomputed once per movie at start-up. */
export interface FilterableMovie {
  summary: MovieSummary;
  year: number | null;
  runtime: number | null;
  certification: string | null;
  countries: ReadonlySet<string>;
  keywords: ReadonlySet<string>;
  castIds: ReadonlySet<number>;
  directorIds: ReadonlySet<number>;
}

/** A predicate for every field of {@link MovieFilter} except sort and limit. */
export function movieFilterPredicate(filter: MovieFilter): (movie: FilterableMovie) => boolean {
  const keyword = filter.keyword?.trim().toLowerCase();
  const languages = filter.originalLanguages?.length
    ? new Set(filter.originalLanguages.map((language) => language.toLowerCase()))
    : undefined;
  const countries = filter.countries?.length
    ? filter.countries.map((country) => country.toUpperCase())
    : undefined;
  const certifications = filter.certifications?.length ? new Set<string>(filter.certifications) : undefined;
  const excluded = filter.excludeIds?.length ? new Set(filter.excludeIds) : undefined;
  const only = filter.includeIds ? new Set(filter.includeIds) : undefined;
  const lower = (values: string[] | undefined) =>
    values?.length ? values.map((value) => value.trim().toLowerCase()) : undefined;
  const anyKeywords = lower(filter.anyKeywords);
  const excludeKeywords = lower(filter.excludeKeywords);
  const excludeLanguages = lower(filter.excludeLanguages);
  const excludeCountries = filter.excludeCountries?.map((country) => country.toUpperCase());
  const excludePeople = filter.excludePersonIds?.length ? filter.excludePersonIds : undefined;
  const { personId, personRole } = filter;
  const byRuntime = filter.runtimeMin !== undefined || filter.runtimeMax !== undefined;

  return (movie) => {
    const { summary } = movie;
    if (excluded?.has(summary.id)) return false;
    if (only && !only.has(summary.id)) return false;
    if (filter.genreIds && !filter.genreIds.every((id) => summary.genre_ids.includes(id))) return false;
    if (filter.anyGenreIds?.length && !filter.anyGenreIds.some((id) => summary.genre_ids.includes(id)))
      return false;
    if (filter.excludeGenreIds?.some((id) => summary.genre_ids.includes(id))) return false;
    if (filter.yearFrom !== undefined && (movie.year === null || movie.year < filter.yearFrom)) return false;
    if (filter.yearTo !== undefined && (movie.year === null || movie.year > filter.yearTo)) return false;
    if (byRuntime) {
      if (movie.runtime === null) return false;
      if (filter.runtimeMin !== undefined && movie.runtime < filter.runtimeMin) return false;
      if (filter.runtimeMax !== undefined && movie.runtime > filter.runtimeMax) return false;
    }
    if (languages && !languages.has(summary.original_language ?? '')) return false;
    if (countries && !countries.some((country) => movie.countries.has(country))) return false;
    if (certifications && !certifications.has(movie.certification ?? '')) return false;
    if (filter.minVoteCount !== undefined && summary.vote_count < filter.minVoteCount) return false;
    if (keyword && !movie.keywords.has(keyword)) return false;
    if (anyKeywords && !anyKeywords.some((word) => movie.keywords.has(word))) return false;
    if (excludeKeywords?.some((word) => movie.keywords.has(word))) return false;
    // A movie of unknown language cannot be shown not to be in one left out ('not in English').
    if (
      excludeLanguages &&
      (!summary.original_language || excludeLanguages.includes(summary.original_language))
    )
      return false;
    if (excludeCountries?.some((country) => movie.countries.has(country))) return false;
    if (excludePeople?.some((id) => movie.castIds.has(id) || movie.directorIds.has(id))) return false;
    if (personId !== undefined) {
      const inCast = personRole !== 'director' && movie.castIds.has(personId);
      // Writing credits are crew too, but "movies by" a person means the ones they acted in or directed.
      const directed = personRole !== 'cast' && movie.directorIds.has(personId);
      if (!inCast && !directed) return false;
    }
    return true;
  };
}
