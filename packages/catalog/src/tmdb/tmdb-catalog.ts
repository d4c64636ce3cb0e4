import type { ListingKind, MovieListPage, MovieSummary } from '@marquee/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import type { Catalog, CatalogAvailability, CatalogCache, MovieFilter } from '../catalog.ts';
import { titleKey } from '../search/title-normalizer.ts';
import { readMovieSummaries } from '../local/catalog.reader.ts';
import { movieFilterPredicate, type FilterableMovie } from '../local/movie-filter.ts';
import { createTmdbMirror } from './tmdb-mirror.ts';
import { TmdbClient, type TmdbClientOptions } from './tmdb.client.ts';
import {
  mapCredits,
  mapListPage,
  mapMovieDetails,
  mapMovieFacts,
  mapMovieRecord,
  mapMovieSummary,
  mapPeople,
  mapPersonDetails,
  mapPersonSearchPage,
  mapPersonMovieCredits,
  mapReleaseDates,
  mapRegionalReleases,
  mapRegionProviders,
  mapRegionWatchProviders,
} from './tmdb.mapper.ts';

type Raw = Record<string, unknown>;

const LISTING_PATHS: Record<ListingKind, string> = {
  popular: '/movie/popular',
  top_rated: '/movie/top_rated',
  now_playing: '/movie/now_playing',
  trending: '/trending/movie/week',
};

/** Details requests in flight at once for the asked-for movies discover's first page does not hold. */
const DETAILS_CONCURRENCY = 6;

const SORTS: Record<NonNullable<MovieFilter['sort']>, string> = {
  popularity: 'popularity.desc',
  vote_average: 'vote_average.desc',
  release_date: 'primary_release_date.desc',
};

export interface TmdbCatalogOptions extends Omit<TmdbClientOptions, 'cache'> {
  cache: CatalogCache;
  /**
   * Our catalog database: every movie served with its details is copied there (facts and embedding),
   * and meaning queries are answered from it. Without it, meaning queries find nothing.
   */
  mirror?: Kysely<Database>;
}

export interface TmdbCatalog extends Catalog {
  /** Resolves once every served movie is written into the mirror (tests, shutdown). */
  mirrorIdle(): Promise<void>;
}

/** The catalog served live from TMDB v3, mapped into the same shapes as the local source. */
export function createTmdbCatalog(options: TmdbCatalogOptions): TmdbCatalog {
  const client = new TmdbClient(options);
  const mirror = options.mirror ? createTmdbMirror(options.mirror, options.log) : undefined;
  const page = async (path: string, params: Record<string, string | number | undefined>) => {
    const raw = await client.get<Raw>(path, params);
    return raw
      ? mapListPage(raw)
      : { page: Number(params.page ?? 1), results: [], total_pages: 0, total_results: 0 };
  };
  // One details call answers the movie and its facts, so a page view fetches (and caches) it once.
  const getMovieRaw = async (id: number) => {
    const raw = await client.get<Raw>(`/movie/${id}`, {
      append_to_response: 'credits,keywords,release_dates,videos',
    });
    if (raw && mirror) mirror.add(mapMovieRecord(raw));
    return raw;
  };
  const getMovie = async (id: number) => {
    const raw = await getMovieRaw(id);
    return raw ? mapMovieDetails(raw) : null;
  };

  const findByImdbId = async (imdbId: string | null | undefined): Promise<number | null> => {
    if (!imdbId) return null;
    const raw = await client.get<Raw>(`/find/${encodeURIComponent(imdbId)}`, { external_source: 'imdb_id' });
    const found = Array.isArray(raw?.movie_results) ? (raw.movie_results[0] as Raw | undefined) : undefined;
    return typeof found?.id === 'number' ? found.id : null;
  };
  // TMDB's search is fuzzy: only a result whose title and year (±1) agree is the movie meant.
  const searchByTitle = async (title: string | null | undefined, year: number | null | undefined) => {
    if (!title?.trim()) return null;
    const { results } = await page('/search/movie', { query: title.trim(), page: 1, include_adult: 'false' });
    const wanted = titleKey(title);
    const found = results.find(
      (movie) =>
        titleKey(movie.title) === wanted &&
        (!year || Math.abs(Number(movie.release_date.slice(0, 4)) - year) <= 1),
    );
    return found?.id ?? null;
  };

  return {
    source: 'tmdb',
    listMovies: (kind, pageNumber) => page(LISTING_PATHS[kind], { page: pageNumber }),
    async searchMovies(query, pageNumber) {
      if (query.trim() === '') return { page: pageNumber, results: [], total_pages: 0, total_results: 0 };
      return page('/search/movie', { query: query.trim(), page: pageNumber, include_adult: 'false' });
    },
    discoverByGenre: (genreId, pageNumber) =>
      page('/discover/movie', {
        with_genres: genreId,
        page: pageNumber,
        sort_by: 'popularity.desc',
        include_adult: 'false',
      }),
    getMovie,
    async getMovies(ids) {
      // A movie TMDB cannot give right now is left out (the caller lists it as missing) rather than failing the rest.
      const movies = await Promise.all(ids.map((id) => getMovie(id).catch(() => null)));
      return movies.filter((movie) => movie !== null);
    },
    async getMovieSummaries(ids) {
      const known = new Map(
        (options.mirror ? await readMovieSummaries(options.mirror, ids) : []).map((movie) => [
          movie.id,
          movie,
        ]),
      );
      const missing = ids.filter((id) => !known.has(id));
      // A list entry TMDB cannot give right now is left out rather than failing the whole list.
      const fetched = await Promise.all(missing.map((id) => getMovieRaw(id).catch(() => null)));
      missing.forEach((id, index) => {
        const raw = fetched[index];
        if (raw) known.set(id, mapMovieSummary(raw));
      });
      return ids.flatMap((id) => known.get(id) ?? []);
    },
    async getSourceRecommendations(id) {
      return (await page(`/movie/${id}/recommendations`, { page: 1 })).results;
    },
    // The details answer carries the credits (append_to_response): one TMDB request (and wait) per movie page.
    async getCredits(id) {
      const raw = await getMovieRaw(id);
      return raw ? mapCredits({ id: raw.id, ...((raw.credits ?? {}) as Raw) }) : null;
    },
    async getReleaseDates(id) {
      const raw = await getMovieRaw(id);
      return raw ? mapReleaseDates(id, (raw.release_dates ?? {}) as Raw) : null;
    },
    async getPerson(personId) {
      const raw = await client.get<Raw>(`/person/${personId}`);
      return raw ? mapPersonDetails(raw) : null;
    },
    async getPersonMovieCredits(personId) {
      const raw = await client.get<Raw>(`/person/${personId}/movie_credits`);
      return raw ? mapPersonMovieCredits(raw) : null;
    },
    async findMovies(filter: MovieFilter): Promise<MovieSummary[]> {
      const limit = Math.max(1, Math.min(100, filter.limit ?? 20));
      const result = await page('/discover/movie', discoverParams(filter));
      const excluded = new Set(filter.excludeIds ?? []);
      // Discover knows no id list nor language exclusions: those are applied to its page here.
      const only = filter.includeIds ? new Set(filter.includeIds) : undefined;
      const languages = new Set(filter.excludeLanguages ?? []);
      const onPage = result.results
        .filter((movie) => !excluded.has(movie.id) && (!only || only.has(movie.id)))
        .filter(
          (movie) =>
            !languages.size || (Boolean(movie.original_language) && !languages.has(movie.original_language!)),
        );
      if (!only) return onPage.slice(0, limit);
      // Discover's first page holds only its best 20: every other movie asked for is read from its details
      // (cached as every details answer) and checked against the filter here.
      const paged = new Set(result.results.map((movie) => movie.id));
      const missing = [...only].filter((id) => !paged.has(id) && !excluded.has(id));
      const matches = movieFilterPredicate(filter);
      const details = await mapBounded(missing, DETAILS_CONCURRENCY, (id) =>
        // A movie TMDB cannot give right now is left out rather than failing the rest.
        getMovieRaw(id).catch(() => null),
      );
      const fetched = details.flatMap((raw) => {
        if (!raw) return [];
        const movie = filterableMovieOf(raw);
        return matches(movie) ? [movie.summary] : [];
      });
      return sortedLikeDiscover([...onPage, ...fetched], filter.sort).slice(0, limit);
    },
    async getMovieFacts(id) {
      const raw = await getMovieRaw(id);
      return raw ? mapMovieFacts(raw) : null;
    },
    async findByMeaning(text, filter) {
      return mirror ? (await mirror.local()).findByMeaning(text, filter) : [];
    },
    async findByStoryWords(text, filter) {
      return mirror ? (await mirror.local()).findByStoryWords(text, filter) : [];
    },
    async storyCognates(words) {
      return mirror ? (await mirror.local()).storyCognates(words) : words.map(() => []);
    },
    async storyWordRarity(stems) {
      return mirror ? (await mirror.local()).storyWordRarity(stems) : stems.map(() => 1);
    },
    async similarByMeaning(movieId, filter) {
      return mirror ? (await mirror.local()).similarByMeaning(movieId, filter) : [];
    },
    mirrorIdle: () => mirror?.idle() ?? Promise.resolve(),
    async lookupMovie(query) {
      const id = (await findByImdbId(query.imdbId)) ?? (await searchByTitle(query.title, query.year));
      const raw = id === null ? null : await getMovieRaw(id);
      if (!raw) return null;
      await mirror?.idle();
      const record = mapMovieRecord(raw);
      return {
        id: record.id,
        title: record.title,
        imdb_id: record.imdb_id ?? null,
        release_date: record.release_date,
        poster_path: record.poster_path,
        vote_average: record.vote_average,
        popularity: record.popularity,
      };
    },
    async searchPersonPage(query, pageNumber) {
      if (query.trim() === '') return { page: pageNumber, results: [], total_pages: 0, total_results: 0 };
      const raw = await client.get<Raw>('/search/person', {
        query: query.trim(),
        page: pageNumber,
        include_adult: 'false',
      });
      return raw
        ? mapPersonSearchPage(raw)
        : { page: pageNumber, results: [], total_pages: 0, total_results: 0 };
    },
    async searchPeople(name, limit = 10) {
      if (name.trim() === '') return [];
      const raw = await client.get<Raw>('/search/person', { query: name.trim(), page: 1 });
      return raw ? mapPeople(raw).slice(0, Math.max(1, limit)) : [];
    },
    availability: tmdbAvailability(client, page),
    health: () => client.health(),
    ...(mirror ? { localMirror: () => mirror.local() } : {}),
    async close() {
      await mirror?.close();
    },
  };
}

/** Where to watch and regional release dates, from TMDB's (JustWatch's) answers. */
function tmdbAvailability(
  client: TmdbClient,
  page: (path: string, params: Record<string, string | number | undefined>) => Promise<MovieListPage>,
): CatalogAvailability {
  return {
    async getWatchProviders(id, region) {
      const raw = await client.get<Raw>(`/movie/${id}/watch/providers`);
      return raw ? mapRegionWatchProviders(raw, region) : null;
    },
    async getRegionalReleases(id, region) {
      const raw = await client.get<Raw>(`/movie/${id}/release_dates`);
      return raw ? mapRegionalReleases(raw, region) : null;
    },
    async listRegionProviders(region) {
      const raw = await client.get<Raw>('/watch/providers/movie', { watch_region: region });
      return raw ? mapRegionProviders(raw, region) : [];
    },
    discoverOnProviders: (providerIds, region, pageNumber) =>
      page('/discover/movie', {
        with_watch_providers: providerIds.join('|'),
        watch_region: region,
        with_watch_monetization_types: 'flatrate',
        sort_by: 'popularity.desc',
        include_adult: 'false',
        page: pageNumber,
      }),
  };
}

/** `work` over every item, at most `concurrency` at once; the answers in the items' order. */
async function mapBounded<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return answers;
}

/** What the filter looks at, from a details answer (with credits, keywords and release dates appended). */
function filterableMovieOf(raw: Raw): FilterableMovie {
  const facts = mapMovieFacts(raw);
  const credits = mapCredits({ id: raw.id, ...((raw.credits ?? {}) as Raw) });
  const year = Number.parseInt(facts.movie.release_date.slice(0, 4), 10);
  return {
    summary: mapMovieSummary(raw),
    year: Number.isFinite(year) ? year : null,
    runtime: facts.movie.runtime,
    certification: facts.certification,
    countries: new Set(facts.countries),
    keywords: new Set(facts.keywords.map((keyword) => keyword.toLowerCase())),
    castIds: new Set(credits.cast.map((member) => member.id)),
    directorIds: new Set(
      credits.crew.filter((member) => member.job === 'Director').map((member) => member.id),
    ),
  };
}

/** In discover's order for the sort (best first; a stable sort keeps its page's order among equals). */
function sortedLikeDiscover(movies: MovieSummary[], sort: MovieFilter['sort']): MovieSummary[] {
  const key = (movie: MovieSummary) =>
    sort === 'vote_average'
      ? movie.vote_average
      : sort === 'release_date'
        ? Date.parse(movie.release_date) || 0
        : movie.popularity;
  return [...movies].sort((a, b) => key(b) - key(a));
}

/** A filter as /discover/movie parameters (comma = AND, pipe = OR in TMDB's lists). */
function discoverParams(filter: MovieFilter): Record<string, string | number | undefined> {
  const personKey =
    filter.personRole === 'cast'
      ? 'with_cast'
      : filter.personRole === 'director'
        ? 'with_crew'
        : 'with_people';
  const genres = [
    ...(filter.genreIds ?? []).map(String),
    ...(filter.anyGenreIds?.length ? [filter.anyGenreIds.join('|')] : []),
  ];
  return {
    with_genres: genres.length > 0 ? genres.join(',') : undefined,
    without_genres: filter.excludeGenreIds?.join(','),
    [personKey]: filter.personId,
    'primary_release_date.gte': filter.yearFrom === undefined ? undefined : `${filter.yearFrom}-01-01`,
    'primary_release_date.lte': filter.yearTo === undefined ? undefined : `${filter.yearTo}-12-31`,
    'with_runtime.gte': filter.runtimeMin,
    'with_runtime.lte': filter.runtimeMax,
    with_original_language: filter.originalLanguages?.join('|'),
    with_origin_country: filter.countries?.join('|'),
    certification_country: filter.certifications?.length ? 'US' : undefined,
    certification: filter.certifications?.join('|'),
    sort_by: SORTS[filter.sort ?? 'popularity'],
    'vote_count.gte': filter.minVoteCount ?? (filter.sort === 'vote_average' ? 200 : undefined),
    include_adult: 'false',
    page: 1,
  };
}
