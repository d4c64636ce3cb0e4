import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Catalog, Certification, MovieFilter } from '../catalog.ts';

/** A service in TMDB's provider lists. */
export interface FakeProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string;
  display_priority: number;
}

/** One region's entry of TMDB's /movie/{id}/watch/providers `results`. */
export interface FakeRegionOffers {
  link: string;
  flatrate?: FakeProvider[];
  rent?: FakeProvider[];
  buy?: FakeProvider[];
}

/** One country's entry of TMDB's /movie/{id}/release_dates `results`. */
export interface FakeCountryReleases {
  iso_3166_1: string;
  release_dates: {
    certification: string;
    descriptors: string[];
    iso_639_1: string;
    note: string;
    /** ISO timestamp, e.g. `2026-12-18T00:00:00.000Z`. */
    release_date: string;
    type: number;
  }[];
}

/** What TMDB's /person/{id} says of a person beyond the catalog's facts. */
export interface FakePersonFacts {
  biography: string;
  /** `YYYY-MM-DD`, or null when TMDB does not know it. */
  birthday: string | null;
  place_of_birth: string | null;
}

export interface FakeTmdbFault {
  /** Answer with this status (e.g. 429, 503) instead of the real answer. */
  status?: number;
  /** Retry-After header, in seconds. */
  retryAfter?: number;
  /** Hold the answer this long (a timeout test). */
  delayMs?: number;
  /** Never answer: the request stays open until the server stops. */
  hang?: boolean;
}

/**
 * A local HTTP server that speaks TMDB v3 (the endpoints Marquee calls, with api_key or bearer auth and
 * TMDB's error bodies), serving any Catalog in TMDB's shapes. Tests inject 429 bursts, 5xx, slow answers
 * and outages; production code talks to it unchanged through TMDB_BASE_URL.
 */
export class FakeTmdbServer {
  readonly requests: { path: string; search: URLSearchParams; authorization: string | undefined }[] = [];
  /** IMDb id -> TMDB id, answered by /find/{imdb_id} and as `imdb_id` in movie details (the Catalog has no IMDb ids). */
  readonly imdbIds = new Map<string, number>();
  /**
   * Movie id -> region -> offers, answered by /movie/{id}/watch/providers in TMDB's shape (and used by
   * /discover/movie's `with_watch_providers` and /watch/providers/movie). A movie not here is on no service.
   */
  readonly watchProviders = new Map<number, Record<string, FakeRegionOffers>>();
  /**
   * Movie id -> TMDB's `results` of /movie/{id}/release_dates. A movie not here has one US theatrical release
   * on its `release_date`.
   */
  readonly releaseDates = new Map<number, FakeCountryReleases[]>();
  /** Person id -> biography, birthday and place of birth of /person/{id} (empty, as TMDB's, when not set). */
  readonly personFacts = new Map<number, FakePersonFacts>();
  private readonly faults: FakeTmdbFault[] = [];
  private standingFault: FakeTmdbFault | undefined;
  private down = false;
  private server: http.Server | undefined;
  private readonly sockets = new Set<import('node:net').Socket>();

  constructor(
    private readonly catalog: Catalog,
    private readonly credentials: { apiKey?: string; readAccessToken?: string },
    /** Released after the server stops, e.g. the database behind `catalog`. */
    private readonly onStop: () => Promise<void> = async () => undefined,
  ) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}/3`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
    await this.onStop();
  }

  /** How many requests asked for this path (with the /3 prefix, without the query). */
  hits(path: string): number {
    return this.requests.filter((request) => request.path === path).length;
  }

  /** The next `count` requests get this fault, in order. */
  failNext(count: number, fault: FakeTmdbFault): void {
    for (let index = 0; index < count; index++) this.faults.push(fault);
  }

  /** Every request gets this fault (after any `failNext` ones) until called again with undefined. */
  failAll(fault: FakeTmdbFault | undefined): void {
    this.standingFault = fault;
  }

  /** While down, every request answers 503 (TMDB's outage page is not JSON either). */
  setDown(down: boolean): void {
    this.down = down;
  }

  private send(
    response: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    this.requests.push({
      path: url.pathname,
      search: url.searchParams,
      authorization: request.headers.authorization,
    });
    const fault = this.faults.shift() ?? this.standingFault;
    if (fault?.hang) return;
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (response.destroyed) return;
    if (this.down) {
      response.writeHead(503, { 'content-type': 'text/html' });
      response.end('<html>Service Unavailable</html>');
      return;
    }
    if (fault?.status) {
      const body =
        fault.status === 429
          ? { status_code: 25, status_message: 'Your request count is over the allowed limit.' }
          : { status_code: 11, status_message: 'Internal error.' };
      this.send(
        response,
        fault.status,
        body,
        fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {},
      );
      return;
    }
    const authorized =
      (this.credentials.apiKey && url.searchParams.get('api_key') === this.credentials.apiKey) ||
      (this.credentials.readAccessToken &&
        request.headers.authorization === `Bearer ${this.credentials.readAccessToken}`);
    if (!authorized) {
      this.send(response, 401, {
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
        success: false,
      });
      return;
    }
    const body = await this.answer(url.pathname.replace(/^\/3/, ''), url.searchParams);
    if (body === null)
      this.send(response, 404, {
        status_code: 34,
        status_message: 'The resource you requested could not be found.',
        success: false,
      });
    else this.send(response, 200, body);
  }

  /** /movie/{id}, with the parts TMDB appends on request, in TMDB's shapes. */
  private async movieDetails(id: number, append: string): Promise<unknown> {
    const movie = await this.catalog.getMovie(id);
    if (!movie) return null;
    const imdbId = [...this.imdbIds].find(([, tmdbId]) => tmdbId === id)?.[0] ?? null;
    const parts = new Set(append.split(',').filter(Boolean));
    if (parts.size === 0) return { ...movie, imdb_id: imdbId };
    const facts = await this.catalog.getMovieFacts(id);
    return {
      ...movie,
      imdb_id: imdbId,
      production_countries: (facts?.countries ?? []).map((code) => ({ iso_3166_1: code, name: code })),
      ...(parts.has('credits') ? { credits: await this.catalog.getCredits(id) } : {}),
      ...(parts.has('keywords')
        ? { keywords: { keywords: (facts?.keywords ?? []).map((name, index) => ({ id: index + 1, name })) } }
        : {}),
      ...(parts.has('release_dates')
        ? {
            release_dates: {
              results: facts?.certification
                ? [{ iso_3166_1: 'US', release_dates: [{ type: 3, certification: facts.certification }] }]
                : [],
            },
          }
        : {}),
    };
  }

  private async watchProvidersOf(id: number): Promise<unknown> {
    if (!(await this.catalog.getMovie(id))) return null;
    return { id, results: this.watchProviders.get(id) ?? {} };
  }

  private async releaseDatesOf(id: number): Promise<unknown> {
    const movie = await this.catalog.getMovie(id);
    if (!movie) return null;
    const certification = (await this.catalog.getMovieFacts(id))?.certification ?? '';
    const results =
      this.releaseDates.get(id) ??
      (movie.release_date
        ? [
            {
              iso_3166_1: 'US',
              release_dates: [
                {
                  certification,
                  descriptors: [],
                  iso_639_1: '',
                  note: '',
                  release_date: `${movie.release_date}T00:00:00.000Z`,
                  type: 3,
                },
              ],
            },
          ]
        : []);
    return { id, results };
  }

  /** /person/{id}: the catalog's person, with TMDB's biography fields. */
  private async person(id: number): Promise<unknown> {
    const person = await this.catalog.getPerson(id);
    if (!person) return null;
    const facts = this.personFacts.get(id) ?? { biography: '', birthday: null, place_of_birth: null };
    return { ...person, ...facts, also_known_as: [], gender: 0, popularity: 1 };
  }

  /** /watch/providers/movie: every service some movie is offered on, with its priority per region. */
  private regionProviders(region: string): unknown {
    const providers = new Map<number, FakeProvider & { display_priorities: Record<string, number> }>();
    for (const regions of this.watchProviders.values())
      for (const [code, offers] of Object.entries(regions))
        for (const provider of [...(offers.flatrate ?? []), ...(offers.rent ?? []), ...(offers.buy ?? [])]) {
          const known = providers.get(provider.provider_id) ?? { ...provider, display_priorities: {} };
          known.display_priorities[code] = provider.display_priority;
          providers.set(provider.provider_id, known);
        }
    return {
      results: [...providers.values()].filter((provider) => region in provider.display_priorities),
    };
  }

  /** Whether the movie streams (flat rate) on one of these services in the region. */
  private streamsOn(id: number, providerIds: number[], region: string): boolean {
    const offers = this.watchProviders.get(id)?.[region]?.flatrate ?? [];
    return offers.some((offer) => providerIds.includes(offer.provider_id));
  }

  /** /movie/{id}/recommendations: TMDB's own suggestions, here the most popular movies sharing a genre. */
  private async recommendations(id: number): Promise<unknown> {
    const movie = await this.catalog.getMovie(id);
    if (!movie) return null;
    const results = await this.catalog.findMovies({
      anyGenreIds: movie.genres.map((genre) => genre.id),
      excludeIds: [id],
      limit: 20,
    });
    return { page: 1, results, total_pages: 1, total_results: results.length };
  }

  private async answer(path: string, search: URLSearchParams): Promise<unknown> {
    const page = Number(search.get('page') ?? 1);
    const listings: Record<string, 'popular' | 'top_rated' | 'now_playing' | 'trending'> = {
      '/movie/popular': 'popular',
      '/movie/top_rated': 'top_rated',
      '/movie/now_playing': 'now_playing',
      '/trending/movie/week': 'trending',
    };
    if (listings[path]) return this.catalog.listMovies(listings[path], page);
    if (path === '/search/movie') return this.catalog.searchMovies(search.get('query') ?? '', page);
    if (path === '/discover/movie' && search.get('with_watch_providers')) {
      const providerIds = (search.get('with_watch_providers') ?? '').split(/[,|]/).map(Number);
      const region = search.get('watch_region') ?? 'US';
      const candidates = await this.catalog.getMovies([...this.watchProviders.keys()]);
      const results = candidates
        .filter((movie) => this.streamsOn(movie.id, providerIds, region))
        .sort((a, b) => b.popularity - a.popularity);
      return { page: 1, results, total_pages: 1, total_results: results.length };
    }
    if (path === '/watch/providers/movie') return this.regionProviders(search.get('watch_region') ?? 'US');
    if (path === '/discover/movie') {
      const filter = discoverFilter(search);
      const onlyGenre = [...search.keys()].every((key) =>
        ['with_genres', 'page', 'sort_by', 'include_adult', 'api_key'].includes(key),
      );
      if (onlyGenre && filter.genreIds?.length === 1 && !filter.anyGenreIds)
        return this.catalog.discoverByGenre(filter.genreIds[0], page);
      const results = await this.catalog.findMovies({ ...filter, limit: 20 });
      return { page: 1, results, total_pages: 1, total_results: results.length };
    }
    if (path === '/search/person') return this.catalog.searchPersonPage(search.get('query') ?? '', page);
    if (path === '/configuration') return { images: { base_url: 'http://image.tmdb.org/t/p/' } };
    const found = /^\/find\/(tt\d+)$/.exec(path);
    if (found && search.get('external_source') === 'imdb_id') {
      const id = this.imdbIds.get(found[1]);
      const movie = id === undefined ? null : await this.catalog.getMovie(id);
      return { movie_results: movie ? [movie] : [], person_results: [], tv_results: [] };
    }
    let match = /^\/movie\/(\d+)$/.exec(path);
    if (match) return this.movieDetails(Number(match[1]), search.get('append_to_response') ?? '');
    match = /^\/movie\/(\d+)\/recommendations$/.exec(path);
    if (match) return this.recommendations(Number(match[1]));
    match = /^\/movie\/(\d+)\/watch\/providers$/.exec(path);
    if (match) return this.watchProvidersOf(Number(match[1]));
    match = /^\/movie\/(\d+)\/release_dates$/.exec(path);
    if (match) return this.releaseDatesOf(Number(match[1]));
    match = /^\/movie\/(\d+)\/credits$/.exec(path);
    if (match) return this.catalog.getCredits(Number(match[1]));
    match = /^\/person\/(\d+)$/.exec(path);
    if (match) return this.person(Number(match[1]));
    match = /^\/person\/(\d+)\/movie_credits$/.exec(path);
    if (match) return this.catalog.getPersonMovieCredits(Number(match[1]));
    return null;
  }
}

const SORTS: Record<string, MovieFilter['sort']> = {
  'popularity.desc': 'popularity',
  'vote_average.desc': 'vote_average',
  'primary_release_date.desc': 'release_date',
};

/** TMDB's /discover/movie parameters as a catalog filter (comma = AND, pipe = OR). */
function discoverFilter(search: URLSearchParams): MovieFilter {
  const numbers = (value: string | null) => (value ? value.split(/[,|]/).map(Number) : undefined);
  const number = (name: string) => (search.get(name) ? Number(search.get(name)) : undefined);
  const year = (name: string) => (search.get(name) ? Number(search.get(name)?.slice(0, 4)) : undefined);
  const genres = (search.get('with_genres') ?? '').split(',').filter(Boolean);
  const person = search.get('with_people') ?? search.get('with_cast') ?? search.get('with_crew');
  return {
    genreIds: genres.filter((part) => !part.includes('|')).map(Number),
    anyGenreIds: numbers(genres.find((part) => part.includes('|')) ?? null),
    excludeGenreIds: numbers(search.get('without_genres')),
    personId: person ? Number(person) : undefined,
    personRole: search.get('with_cast') ? 'cast' : search.get('with_crew') ? 'director' : undefined,
    yearFrom: year('primary_release_date.gte'),
    yearTo: year('primary_release_date.lte'),
    runtimeMin: number('with_runtime.gte'),
    runtimeMax: number('with_runtime.lte'),
    originalLanguages: search.get('with_original_language')?.split('|'),
    countries: search.get('with_origin_country')?.split('|'),
    certifications: search.get('certification')?.split('|') as Certification[] | undefined,
    minVoteCount: number('vote_count.gte'),
    sort: SORTS[search.get('sort_by') ?? ''],
  };
}
