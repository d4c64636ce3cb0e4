import {
  CatalogUnavailableError,
  type CatalogBrowse,
  type CatalogPeople,
  type CatalogSearch,
} from '@marquee/catalog';
import type {
  ListingKind,
  MovieAppendix,
  MovieBatch,
  MovieCredits,
  MovieDetails,
  MovieListPage,
  PersonDetails,
  PersonMovieCredits,
  PersonSearchPage,
} from '@marquee/contracts';
import { NotFoundError, UpstreamError } from '../../platform/errors.ts';

/** The rules between the routes and the catalog: unknown -> 404, source down -> 502. */
export class CatalogService {
  /** Details with appended parts, per details object: the same object each time lets the route reuse its bytes. */
  private readonly appended = new WeakMap<MovieDetails, Map<string, MovieDetails>>();

  constructor(private readonly catalog: CatalogBrowse & CatalogSearch & CatalogPeople) {}

  listMovies(kind: ListingKind, page: number): Promise<MovieListPage> {
    return this.call(() => this.catalog.listMovies(kind, page));
  }

  searchMovies(query: string, page: number): Promise<MovieListPage> {
    return this.call(() => this.catalog.searchMovies(query.trim(), page));
  }

  searchPeople(query: string, page: number): Promise<PersonSearchPage> {
    return this.call(() => this.catalog.searchPersonPage(query.trim(), page));
  }

  discoverByGenre(genreId: number, page: number): Promise<MovieListPage> {
    return this.call(() => this.catalog.discoverByGenre(genreId, page));
  }

  /** A movie's details, with TMDB's `append_to_response` parts (the trailer, `videos`, is always there). */
  async getMovie(id: number, append: MovieAppendix[] = []): Promise<MovieDetails> {
    const movie = found(await this.call(() => this.catalog.getMovie(id)), `Movie ${id} not found`);
    const wanted = append.filter((part) => part !== 'videos').sort();
    if (wanted.length === 0) return movie;
    const known = this.appended.get(movie) ?? new Map<string, MovieDetails>();
    this.appended.set(movie, known);
    const key = wanted.join(',');
    let answer = known.get(key);
    if (!answer) {
      answer = { ...movie, ...(await this.appendices(id, wanted)) };
      known.set(key, answer);
    }
    return answer;
  }

  private async appendices(id: number, parts: MovieAppendix[]): Promise<Partial<MovieDetails>> {
    const [credits, releaseDates] = await Promise.all([
      parts.includes('credits') ? this.getCredits(id) : undefined,
      parts.includes('release_dates')
        ? this.call(() => this.catalog.getReleaseDates(id)).then((dates) =>
            found(dates, `Movie ${id} not found`),
          )
        : undefined,
    ]);
    return {
      ...(credits ? { credits: { cast: credits.cast, crew: credits.crew } } : {}),
      ...(releaseDates ? { release_dates: { results: releaseDates.results } } : {}),
    };
  }

  async getMovies(ids: number[]): Promise<MovieBatch> {
    const results = await this.call(() => this.catalog.getMovies(ids));
    const foundIds = new Set(results.map((movie) => movie.id));
    return { results, missing: ids.filter((id) => !foundIds.has(id)) };
  }

  async getCredits(id: number): Promise<MovieCredits> {
    return found(await this.call(() => this.catalog.getCredits(id)), `Movie ${id} not found`);
  }

  async getPerson(personId: number): Promise<PersonDetails> {
    return found(await this.call(() => this.catalog.getPerson(personId)), `Person ${personId} not found`);
  }

  async getPersonMovieCredits(personId: number): Promise<PersonMovieCredits> {
    return found(
      await this.call(() => this.catalog.getPersonMovieCredits(personId)),
      `Person ${personId} not found`,
    );
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CatalogUnavailableError) throw new UpstreamError(error.message);
      throw error;
    }
  }
}

function found<T>(value: T | null, message: string): T {
  if (value === null) throw new NotFoundError(message);
  return value;
}
