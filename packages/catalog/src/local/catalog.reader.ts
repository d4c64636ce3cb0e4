import type { Kysely, Transaction } from 'kysely';
import type { Database, MoviesTable } from '@marquee/db';
import type { MovieSummary } from '@marquee/contracts';

// The read side of the catalog tables: what the local catalog serves and what imports match against.
// Writing them (imports, the TMDB mirror, seeding) is catalog.writer.ts.

type Db = Kysely<Database> | Transaction<Database>;

/** What matching imported rows to movies reads: ids, titles, years and the snapshot a personal list stores. */
export async function readMatchableMovies(db: Db) {
  return db
    .selectFrom('movies')
    .select(['id', 'title', 'imdb_id', 'release_date', 'poster_path', 'vote_average', 'popularity'])
    .execute();
}

async function countRows(db: Db, table: 'movies' | 'external_ratings'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const countMovies = (db: Db) => countRows(db, 'movies');
export const countExternalRatings = (db: Db) => countRows(db, 'external_ratings');

/** The movies columns a list entry is made of. */
const SUMMARY_COLUMNS = [
  'id',
  'title',
  'original_language',
  'overview',
  'poster_path',
  'backdrop_path',
  'vote_average',
  'vote_count',
  'popularity',
  'release_date',
] as const;

type MovieSummaryRow = Pick<MoviesTable, (typeof SUMMARY_COLUMNS)[number]>;

/** A movies row as a list entry in TMDB's shape (PostgreSQL may hand numbers back as strings). */
export function movieSummaryOf(row: MovieSummaryRow, genreIds: number[]): MovieSummary {
  return {
    id: Number(row.id),
    title: row.title,
    original_language: row.original_language,
    overview: row.overview ?? '',
    poster_path: row.poster_path,
    backdrop_path: row.backdrop_path,
    vote_average: Number(row.vote_average),
    vote_count: Number(row.vote_count),
    popularity: Number(row.popularity),
    release_date: row.release_date ?? '',
    genre_ids: genreIds,
  };
}

/** These movies as list entries, read straight from the database; unknown ids are left out, in no order. */
export async function readMovieSummaries(db: Db, ids: number[]): Promise<MovieSummary[]> {
  if (ids.length === 0) return [];
  const [rows, genres] = await Promise.all([
    db.selectFrom('movies').select(SUMMARY_COLUMNS).where('id', 'in', ids).execute(),
    db.selectFrom('movie_genres').select(['movie_id', 'genre_id']).where('movie_id', 'in', ids).execute(),
  ]);
  const genreIds = new Map<number, number[]>();
  for (const { movie_id, genre_id } of genres) {
    const list = genreIds.get(Number(movie_id));
    if (list) list.push(Number(genre_id));
    else genreIds.set(Number(movie_id), [Number(genre_id)]);
  }
  return rows.map((row) => movieSummaryOf(row, genreIds.get(Number(row.id)) ?? []));
}

/** Everything the local catalog serves, read in one pass at start-up. */
export interface CatalogSnapshot {
  movies: Omit<MoviesTable, 'updated_at' | 'imdb_id'>[];
  genres: { movie_id: number; genre_id: number }[];
  companies: { movie_id: number; id: number; name: string; position: number }[];
  cast: {
    movie_id: number;
    person_id: number;
    name: string;
    profile_path: string | null;
    character: string | null;
    cast_order: number;
  }[];
  crew: { movie_id: number; person_id: number; name: string; profile_path: string | null; job: string }[];
  countries: { movie_id: number; country: string; position: number }[];
}

export async function readCatalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [movies, genres, companies, cast, crew, countries] = await Promise.all([
    db
      .selectFrom('movies')
      .select([...SUMMARY_COLUMNS, 'runtime', 'keywords_json', 'certification', 'trailer_key'])
      .execute(),
    db.selectFrom('movie_genres').select(['movie_id', 'genre_id']).execute(),
    db
      .selectFrom('movie_companies')
      .innerJoin('companies', 'companies.id', 'movie_companies.company_id')
      .select(['movie_companies.movie_id', 'companies.id', 'companies.name', 'movie_companies.position'])
      .execute(),
    db
      .selectFrom('movie_cast')
      .innerJoin('people', 'people.id', 'movie_cast.person_id')
      .select([
        'movie_cast.movie_id',
        'movie_cast.person_id',
        'people.name',
        'people.profile_path',
        'movie_cast.character',
        'movie_cast.cast_order',
      ])
      .execute(),
    db
      .selectFrom('movie_crew')
      .innerJoin('people', 'people.id', 'movie_crew.person_id')
      .select([
        'movie_crew.movie_id',
        'movie_crew.person_id',
        'people.name',
        'people.profile_path',
        'movie_crew.job',
      ])
      .execute(),
    db.selectFrom('movie_countries').select(['movie_id', 'country', 'position']).execute(),
  ]);
  return { movies, genres, companies, cast, crew, countries };
}
