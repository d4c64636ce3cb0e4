import {
  genreName,
  MAX_LISTING_PAGE,
  type MovieCredits,
  type MovieDetails,
  type MovieListPage,
  type MovieReleaseDates,
  type MovieSummary,
  type PersonDetails,
  type PersonMovieCredits,
  type PersonSearchPage,
} from '@marquee/contracts';
import {
  CERTIFICATIONS,
  type MovieFacts,
  type PersonMatch,
  type RegionalRelease,
  type RegionWatchProviders,
  type WatchProviderOffer,
} from '../catalog.ts';
import { keptCrewJob } from '../credits/crew-jobs.ts';
import type { CatalogMovieRecord } from '../movie-record.ts';

/** The one place where TMDB's raw JSON becomes our contract shapes: defaults for every field TMDB may omit. */
type Raw = Record<string, unknown>;

const num = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const int = (value: unknown, fallback = 0) => Math.round(num(value, fallback));
const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const nullableStr = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const list = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.filter((item): item is Raw => !!item && typeof item === 'object') : [];

export function mapMovieSummary(raw: Raw): MovieSummary {
  const genreIds = Array.isArray(raw.genre_ids)
    ? raw.genre_ids.filter((id): id is number => typeof id === 'number')
    : list(raw.genres).map((genre) => int(genre.id));
  return {
    id: int(raw.id),
    title: str(raw.title, str(raw.name)),
    original_language: nullableStr(raw.original_language),
    overview: str(raw.overview),
    poster_path: nullableStr(raw.poster_path),
    backdrop_path: nullableStr(raw.backdrop_path),
    vote_average: num(raw.vote_average),
    vote_count: int(raw.vote_count),
    popularity: num(raw.popularity),
    release_date: str(raw.release_date),
    genre_ids: genreIds,
  };
}

export function mapListPage(raw: Raw): MovieListPage {
  return {
    page: int(raw.page, 1),
    results: list(raw.results).map(mapMovieSummary),
    total_pages: Math.min(MAX_LISTING_PAGE, int(raw.total_pages)),
    total_results: int(raw.total_results),
  };
}

export function mapMovieDetails(raw: Raw): MovieDetails {
  const { genre_ids: _genreIds, ...summary } = mapMovieSummary(raw);
  return {
    ...summary,
    runtime: typeof raw.runtime === 'number' && raw.runtime > 0 ? Math.round(raw.runtime) : null,
    genres: list(raw.genres).map((genre) => ({
      id: int(genre.id),
      name: str(genre.name, genreName(int(genre.id)) ?? ''),
    })),
    production_companies: list(raw.production_companies).map((company) => ({
      id: int(company.id),
      name: str(company.name),
      logo_path: nullableStr(company.logo_path),
    })),
    tagline: nullableStr(raw.tagline),
    videos: { results: trailerOf(raw) ? [trailerOf(raw) as VideoResult] : [] },
  };
}

type VideoResult = NonNullable<MovieDetails['videos']>['results'][number];

/** The first YouTube trailer of a details answer fetched with append_to_response=videos. */
function trailerOf(raw: Raw): VideoResult | null {
  const video = list((raw.videos as Raw | undefined)?.results).find(
    (entry) => entry.site === 'YouTube' && entry.type === 'Trailer' && nullableStr(entry.key),
  );
  return video
    ? { key: str(video.key), site: 'YouTube', type: 'Trailer', name: str(video.name, 'Trailer') }
    : null;
}

export function mapCredits(raw: Raw): MovieCredits {
  return {
    id: int(raw.id),
    cast: list(raw.cast).map((member, index) => ({
      id: int(member.id),
      name: str(member.name),
      character: nullableStr(member.character),
      profile_path: nullableStr(member.profile_path),
      order: int(member.order, index),
    })),
    crew: list(raw.crew).map((member) => ({
      id: int(member.id),
      name: str(member.name),
      job: str(member.job),
      department: str(member.department),
      profile_path: nullableStr(member.profile_path),
    })),
  };
}

export function mapPersonMovieCredits(raw: Raw): PersonMovieCredits {
  return {
    id: int(raw.id),
    cast: list(raw.cast).map((credit) => ({
      ...mapMovieSummary(credit),
      character: nullableStr(credit.character),
    })),
    crew: list(raw.crew).map((credit) => ({
      ...mapMovieSummary(credit),
      job: str(credit.job),
      department: str(credit.department),
    })),
  };
}

/** TMDB's /person/{id}: who the person is, biography, birthday and place of birth passed through. */
export function mapPersonDetails(raw: Raw): PersonDetails {
  return {
    id: int(raw.id),
    name: str(raw.name),
    profile_path: nullableStr(raw.profile_path),
    known_for_department: str(raw.known_for_department),
    biography: typeof raw.biography === 'string' ? raw.biography : null,
    birthday: nullableStr(raw.birthday),
    place_of_birth: nullableStr(raw.place_of_birth),
  };
}

/** TMDB's release dates (a details answer's appended `release_dates`, or /movie/{id}/release_dates). */
export function mapReleaseDates(id: number, raw: Raw): MovieReleaseDates {
  return {
    id,
    results: list(raw.results).map((country) => ({
      iso_3166_1: str(country.iso_3166_1),
      release_dates: list(country.release_dates).map((release) => ({
        certification: str(release.certification),
        descriptors: Array.isArray(release.descriptors)
          ? release.descriptors.filter((descriptor): descriptor is string => typeof descriptor === 'string')
          : [],
        iso_639_1: str(release.iso_639_1),
        note: str(release.note),
        release_date: str(release.release_date),
        type: int(release.type),
      })),
    })),
  };
}

/** TMDB's /search/person page, its known_for narrowed to movies (the catalog has no TV). */
export function mapPersonSearchPage(raw: Raw): PersonSearchPage {
  return {
    page: int(raw.page, 1),
    results: list(raw.results).map((person) => ({
      id: int(person.id),
      name: str(person.name),
      profile_path: nullableStr(person.profile_path),
      known_for_department: str(person.known_for_department),
      popularity: num(person.popularity),
      known_for: list(person.known_for)
        .filter((credit) => str(credit.media_type, 'movie') === 'movie')
        .map((credit) => ({ ...mapMovieSummary(credit), media_type: 'movie' as const })),
    })),
    total_pages: Math.min(MAX_LISTING_PAGE, int(raw.total_pages)),
    total_results: int(raw.total_results),
  };
}

// TMDB's person search gives only a few "known for" titles and the department the person is known for:
// the counts are what that sample says, not a full filmography.
export function mapPeople(raw: Raw): PersonMatch[] {
  return list(raw.results).map((person) => {
    const knownFor = list(person.known_for).length;
    const department = str(person.known_for_department);
    return {
      id: int(person.id),
      name: str(person.name),
      profile_path: nullableStr(person.profile_path),
      movie_count: knownFor,
      cast_count: department === 'Acting' ? knownFor : 0,
      director_count: department === 'Directing' ? knownFor : 0,
    };
  });
}

const MAX_FACT_CAST = 10;
// TMDB release types: 3 theatrical, 2 limited theatrical, 4 digital, ...; a theatrical rating wins.
const RELEASE_TYPE_PREFERENCE = [3, 2, 1, 4, 5, 6];

/** US certification from a details answer fetched with append_to_response=release_dates. */
export function usCertification(raw: Raw): string | null {
  const releaseDates = (raw.release_dates ?? {}) as Raw;
  const us = list(releaseDates.results).find((entry) => entry.iso_3166_1 === 'US');
  const rated = list(us?.release_dates).filter((release) => nullableStr(release.certification) !== null);
  rated.sort(
    (a, b) => rankOf(RELEASE_TYPE_PREFERENCE, int(a.type)) - rankOf(RELEASE_TYPE_PREFERENCE, int(b.type)),
  );
  return rated.length > 0 ? (nullableStr(rated[0].certification) as string) : null;
}

function rankOf(order: number[], value: number): number {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
}

/** Facts from a details answer fetched with append_to_response=credits,keywords,release_dates. */
/** The crew a movie's facts and record keep beside its directors: writers and the key crew of crew-jobs.ts. */
const isKeyCrewBesidesDirector = (member: { job: string; department?: string }) =>
  member.job !== 'Director' && keptCrewJob(member.job, member.department) !== null;

export function mapMovieFacts(raw: Raw): MovieFacts {
  const credits = mapCredits({ id: raw.id, ...((raw.credits ?? {}) as Raw) });
  const keywords = (raw.keywords ?? {}) as Raw;
  const productionCountries = list(raw.production_countries)
    .map((country) => str(country.iso_3166_1))
    .filter((code) => /^[A-Z]{2}$/.test(code));
  const originCountries = Array.isArray(raw.origin_country)
    ? raw.origin_country.filter((code): code is string => typeof code === 'string' && /^[A-Z]{2}$/.test(code))
    : [];
  return {
    movie: mapMovieDetails(raw),
    directors: credits.crew
      .filter((member) => member.job === 'Director')
      .map((member) => ({ id: member.id, name: member.name })),
    cast: [...credits.cast]
      .sort((a, b) => a.order - b.order)
      .slice(0, MAX_FACT_CAST)
      .map((member) => ({ id: member.id, name: member.name, character: member.character })),
    crew: credits.crew
      .filter(isKeyCrewBesidesDirector)
      .map((member) => ({ id: member.id, name: member.name, job: member.job })),
    certification: usCertification(raw),
    countries: [...new Set(productionCountries.length > 0 ? productionCountries : originCountries)],
    keywords: list(keywords.keywords)
      .map((keyword) => str(keyword.name))
      .filter((name) => name !== ''),
  };
}

const MAX_MIRRORED_CAST = 15;

/** A details answer (with credits, keywords and release dates appended) as a record for the local catalog. */
export function mapMovieRecord(raw: Raw): CatalogMovieRecord {
  const facts = mapMovieFacts(raw);
  const { movie } = facts;
  const credits = mapCredits({ id: raw.id, ...((raw.credits ?? {}) as Raw) });
  return {
    id: movie.id,
    title: movie.title,
    imdb_id: typeof raw.imdb_id === 'string' && /^tt\d+$/.test(raw.imdb_id) ? raw.imdb_id : null,
    original_language: movie.original_language ?? null,
    overview: movie.overview || null,
    release_date: /^\d{4}-\d{2}-\d{2}$/.test(movie.release_date) ? movie.release_date : null,
    runtime: movie.runtime,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
    popularity: movie.popularity,
    poster_path: movie.poster_path,
    backdrop_path: movie.backdrop_path,
    keywords: facts.keywords,
    genre_ids: movie.genres.map((genre) => genre.id),
    production_companies: movie.production_companies.map((company) => ({
      id: company.id,
      name: company.name,
    })),
    cast: [...credits.cast]
      .sort((a, b) => a.order - b.order)
      .slice(0, MAX_MIRRORED_CAST)
      .map((member) => ({ ...member })),
    directors: credits.crew
      .filter((member) => member.job === 'Director')
      .map((member) => ({ id: member.id, name: member.name, profile_path: member.profile_path })),
    crew: credits.crew.filter(isKeyCrewBesidesDirector).map((member) => ({
      id: member.id,
      name: member.name,
      job: member.job,
      profile_path: member.profile_path,
    })),
    certification: CERTIFICATIONS.find((certification) => certification === facts.certification) ?? null,
    countries: facts.countries,
    trailer_key: movie.videos?.results[0]?.key ?? null,
  };
}

/** One entry of TMDB's provider lists (`flatrate`, `rent`, `buy`, `/watch/providers/movie`). */
export function mapWatchProviderOffer(raw: Raw): WatchProviderOffer {
  return {
    provider_id: int(raw.provider_id),
    provider_name: str(raw.provider_name),
    logo_path: nullableStr(raw.logo_path),
    display_priority: int(raw.display_priority, 999),
  };
}

const byPriority = (a: WatchProviderOffer, b: WatchProviderOffer) => a.display_priority - b.display_priority;

/** `/movie/{id}/watch/providers`: the region's entry of `results`, or empty lists when it has none. */
export function mapRegionWatchProviders(raw: Raw, region: string): RegionWatchProviders {
  const results = (raw.results && typeof raw.results === 'object' ? raw.results : {}) as Record<
    string,
    unknown
  >;
  const entry = (results[region] && typeof results[region] === 'object' ? results[region] : {}) as Raw;
  const offers = (kind: string) =>
    list(entry[kind])
      .map(mapWatchProviderOffer)
      .filter((offer) => offer.provider_id > 0 && offer.provider_name !== '')
      .sort(byPriority);
  return {
    link: nullableStr(entry.link),
    flatrate: offers('flatrate'),
    rent: offers('rent'),
    buy: offers('buy'),
  };
}

/** `/movie/{id}/release_dates`: the region's releases as calendar dates, oldest first. */
export function mapRegionalReleases(raw: Raw, region: string): RegionalRelease[] {
  const entry = list(raw.results).find((result) => result.iso_3166_1 === region);
  return list(entry?.release_dates)
    .map((release) => ({
      type: int(release.type),
      date: str(release.release_date).slice(0, 10),
      note: str(release.note),
    }))
    .filter((release) => /^\d{4}-\d{2}-\d{2}$/.test(release.date))
    .sort((a, b) => a.date.localeCompare(b.date) || a.type - b.type);
}

/** `/watch/providers/movie?watch_region=`: the services, most prominent in the region first. */
export function mapRegionProviders(raw: Raw, region: string): WatchProviderOffer[] {
  return list(raw.results)
    .map((item) => {
      const priorities = (item.display_priorities ?? {}) as Record<string, unknown>;
      return mapWatchProviderOffer({
        ...item,
        display_priority: priorities[region] ?? item.display_priority,
      });
    })
    .filter((offer) => offer.provider_id > 0 && offer.provider_name !== '')
    .sort(byPriority);
}
