import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { readMatchableMovies } from '../local/catalog.reader.ts';
import { titleKey } from '../search/title-normalizer.ts';

/** The catalog facts a match needs, and the snapshot personal lists store with the movie. */
export interface MatchableMovie {
  id: number;
  title: string;
  imdb_id: string | null;
  release_date: string | null;
  poster_path: string | null;
  vote_average: number;
  popularity: number;
}

/** What an imported row says about its movie; any field may be missing. */
export interface MovieMatchQuery {
  tmdbId?: number | null;
  imdbId?: string | null;
  title?: string | null;
  year?: number | null;
}

export interface MovieMatcher {
  /** The movie the row means, or null: exact by TMDB id, then IMDb id, then title and year (±1). */
  match(query: MovieMatchQuery): MatchableMovie | null;
  /** Adds movies found elsewhere (TMDB) so later rows match them too. */
  add(movies: MatchableMovie[]): void;
}

// Release dates differ by country and Letterboxd, IMDb and TMDB do not always agree on the year.
const YEAR_TOLERANCE = 1;

const yearOf = (movie: MatchableMovie) =>
  movie.release_date ? Number(movie.release_date.slice(0, 4)) : null;

/** A matcher over the given movies, all held in memory (a few MB for tens of thousands of movies). */
export function createMovieMatcher(movies: MatchableMovie[]): MovieMatcher {
  const byId = new Map<number, MatchableMovie>();
  const byImdbId = new Map<string, MatchableMovie>();
  const byTitle = new Map<string, MatchableMovie[]>();
  const add = (list: MatchableMovie[]) => {
    for (const movie of list) {
      byId.set(movie.id, movie);
      if (movie.imdb_id) byImdbId.set(movie.imdb_id, movie);
      const key = titleKey(movie.title);
      const same = byTitle.get(key) ?? [];
      same.push(movie);
      byTitle.set(key, same);
    }
  };
  add(movies);

  const byTitleAndYear = (title: string, year: number | null | undefined) => {
    const candidates = byTitle.get(titleKey(title)) ?? [];
    if (year === null || year === undefined) return mostPopular(candidates);
    const distance = (movie: MatchableMovie) => {
      const movieYear = yearOf(movie);
      return movieYear === null ? Infinity : Math.abs(movieYear - year);
    };
    const close = candidates.filter((movie) => distance(movie) <= YEAR_TOLERANCE);
    const nearest = Math.min(...close.map(distance));
    return mostPopular(close.filter((movie) => distance(movie) === nearest));
  };

  return {
    match(query) {
      if (query.tmdbId) {
        const movie = byId.get(query.tmdbId);
        if (movie) return movie;
      }
      if (query.imdbId) {
        const movie = byImdbId.get(query.imdbId);
        if (movie) return movie;
      }
      return query.title ? byTitleAndYear(query.title, query.year) : null;
    },
    add,
  };
}

function mostPopular(movies: MatchableMovie[]): MatchableMovie | null {
  let best: MatchableMovie | null = null;
  for (const movie of movies) if (!best || movie.popularity > best.popularity) best = movie;
  return best;
}

/** Every movie of the catalog database as a matcher (read fresh, so movies mirrored from TMDB count). */
export async function loadMovieMatcher(db: Kysely<Database>): Promise<MovieMatcher> {
  return createMovieMatcher(await readMatchableMovies(db));
}
