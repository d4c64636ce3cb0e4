import {
  CatalogUnavailableError,
  type CatalogBrowse,
  type CatalogPeople,
  type CatalogSearch,
} from '@marquee/catalog';
import type {
  ListingKind,
  MovieBatch,
  MovieCredits,
  MovieDetails,
  MovieListPage,
  PersonMovieCredits,
  PersonSearchPage,
} from '@marquee/contracts';
import { NotFoundError, UpstreamError } from '../../platform/errors.ts';

/** The rules between the routes and the catalog: unknown -> 404, source down -> 502. */
export class CatalogService {
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

  async getMovie(id: number): Promise<MovieDetails> {
    return found(await this.call(() => this.catalog.getMovie(id)), `Movie ${id} not found`);
  }

  async getMovies(ids: number[]): Promise<MovieBatch> {
    const results = await this.call(() => this.catalog.getMovies(ids));
    const foundIds = new Set(results.map((movie) => movie.id));
    return { results, missing: ids.filter((id) => !foundIds.has(id)) };
  }

  async getCredits(id: number): Promise<MovieCredits> {
    return found(await this.call(() => this.catalog.getCredits(id)), `Movie ${id} not found`);
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
