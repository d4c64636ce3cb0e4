import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@marquee/db';
import { GENRES } from '@marquee/contracts';
import type { CatalogMovieRecord } from '../movie-record.ts';

// The write side of the catalog tables: imports, the TMDB mirror and seeding, with the import's own
// progress. Reading the catalog is catalog.reader.ts.

type Db = Kysely<Database> | Transaction<Database>;

// Both engines take tens of thousands of bound parameters; 400 rows x <= 14 columns stays far below.
const ROWS_PER_INSERT = 400;

function* chunks<T>(items: T[], size = ROWS_PER_INSERT): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

function uniqueBy<T>(items: T[], key: (item: T) => string | number): T[] {
  const seen = new Map<string | number, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/**
 * Inserts or replaces whole movies (facts, genres, companies, cast, crew) in one transaction.
 * Re-writing the same records leaves every count unchanged, which makes imports idempotent.
 */
export async function writeMovies(db: Kysely<Database>, records: CatalogMovieRecord[]): Promise<void> {
  if (records.length === 0) return;
  const movies = uniqueBy(records, (record) => record.id);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('genres')
      .values(GENRES.map((genre) => ({ id: genre.id, name: genre.name })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    const companies = uniqueBy(
      movies.flatMap((movie) => movie.production_companies),
      (company) => company.id,
    );
    for (const batch of chunks(companies)) {
      await trx
        .insertInto('companies')
        .values(batch)
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: (eb) => eb.ref('excluded.name') }))
        .execute();
    }

    const people = uniqueBy(
      movies.flatMap((movie) => [
        ...movie.cast.map((member) => ({
          id: member.id,
          name: member.name,
          profile_path: member.profile_path,
        })),
        ...movie.directors.flatMap((director) =>
          director.id === null
            ? []
            : [{ id: director.id, name: director.name, profile_path: director.profile_path ?? null }],
        ),
        ...(movie.crew ?? []).map((member) => ({
          id: member.id,
          name: member.name,
          profile_path: member.profile_path ?? null,
        })),
      ]),
      (person) => person.id,
    );
    for (const batch of chunks(people)) {
      await trx
        .insertInto('people')
        .values(batch)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            name: (eb) => eb.ref('excluded.name'),
            profile_path: sql<string | null>`coalesce(excluded.profile_path, people.profile_path)`,
          }),
        )
        .execute();
    }

    for (const batch of chunks(movies)) {
      await trx
        .insertInto('movies')
        .values(
          batch.map((movie) => ({
            id: movie.id,
            title: movie.title,
            original_language: movie.original_language,
            overview: movie.overview,
            release_date: movie.release_date,
            runtime: movie.runtime === null ? null : Math.round(movie.runtime),
            vote_average: movie.vote_average,
            vote_count: Math.round(movie.vote_count),
            popularity: movie.popularity,
            poster_path: movie.poster_path,
            backdrop_path: movie.backdrop_path,
            keywords_json: JSON.stringify(movie.keywords),
            certification: movie.certification,
            imdb_id: movie.imdb_id ?? null,
            trailer_key: movie.trailer_key ?? null,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            original_language: eb.ref('excluded.original_language'),
            overview: eb.ref('excluded.overview'),
            release_date: eb.ref('excluded.release_date'),
            runtime: eb.ref('excluded.runtime'),
            vote_average: eb.ref('excluded.vote_average'),
            vote_count: eb.ref('excluded.vote_count'),
            popularity: eb.ref('excluded.popularity'),
            poster_path: eb.ref('excluded.poster_path'),
            backdrop_path: eb.ref('excluded.backdrop_path'),
            keywords_json: eb.ref('excluded.keywords_json'),
            certification: eb.ref('excluded.certification'),
            // A source without IMDb ids (an older dataset) never erases one another source gave.
            imdb_id: sql<string | null>`coalesce(excluded.imdb_id, movies.imdb_id)`,
            trailer_key: sql<string | null>`coalesce(excluded.trailer_key, movies.trailer_key)`,
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      const ids = batch.map((movie) => movie.id);
      await trx.deleteFrom('movie_genres').where('movie_id', 'in', ids).execute();
      await trx.deleteFrom('movie_companies').where('movie_id', 'in', ids).execute();
      await trx.deleteFrom('movie_cast').where('movie_id', 'in', ids).execute();
      await trx.deleteFrom('movie_crew').where('movie_id', 'in', ids).execute();
      await trx.deleteFrom('movie_countries').where('movie_id', 'in', ids).execute();
    }

    // Two API instances seeding one empty database at once both get here: the second one's rows are already there.
    const genreRows = movies.flatMap((movie) =>
      [...new Set(movie.genre_ids)].map((genreId) => ({ movie_id: movie.id, genre_id: genreId })),
    );
    for (const batch of chunks(genreRows))
      await trx
        .insertInto('movie_genres')
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .execute();

    const companyRows = movies.flatMap((movie) =>
      uniqueBy(movie.production_companies, (company) => company.id).map((company, position) => ({
        movie_id: movie.id,
        company_id: company.id,
        position,
      })),
    );
    for (const batch of chunks(companyRows))
      await trx
        .insertInto('movie_companies')
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .execute();

    const countryRows = movies.flatMap((movie) =>
      [...new Set(movie.countries)].map((country, position) => ({ movie_id: movie.id, country, position })),
    );
    for (const batch of chunks(countryRows))
      await trx
        .insertInto('movie_countries')
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .execute();

    const castRows = movies.flatMap((movie) =>
      uniqueBy(movie.cast, (member) => member.id).map((member, index) => ({
        movie_id: movie.id,
        person_id: member.id,
        character: member.character,
        cast_order: member.order ?? index,
      })),
    );
    for (const batch of chunks(castRows))
      await trx
        .insertInto('movie_cast')
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .execute();

    const crewRows = movies.flatMap((movie) =>
      uniqueBy(
        [
          ...movie.directors.flatMap((director) =>
            director.id === null ? [] : [{ person_id: director.id, job: 'Director' }],
          ),
          ...(movie.crew ?? []).map((member) => ({ person_id: member.id, job: member.job })),
        ],
        (member) => `${member.person_id}|${member.job}`,
      ).map((member) => ({ movie_id: movie.id, ...member })),
    );
    for (const batch of chunks(crewRows))
      await trx
        .insertInto('movie_crew')
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .execute();
  });
}

export interface ExternalRatingRow {
  user_id: number;
  tmdb_id: number;
  rating: number;
  rated_at: number;
}

/** MovieLens ratings for the recommender; a (user, movie) pair already stored keeps its newest value. */
export async function writeExternalRatings(db: Kysely<Database>, rows: ExternalRatingRow[]): Promise<void> {
  const unique = uniqueBy(rows, (row) => `${row.user_id}:${row.tmdb_id}`);
  await db.transaction().execute(async (trx) => {
    for (const batch of chunks(unique, 2000)) {
      await trx
        .insertInto('external_ratings')
        .values(batch)
        .onConflict((oc) =>
          oc.columns(['user_id', 'tmdb_id']).doUpdateSet((eb) => ({
            rating: eb.ref('excluded.rating'),
            rated_at: eb.ref('excluded.rated_at'),
          })),
        )
        .execute();
    }
  });
}

export interface ImportProgress {
  rows_done: number;
  completed: boolean;
}

export async function readImportProgress(db: Db, source: string): Promise<ImportProgress> {
  const row = await db
    .selectFrom('catalog_import_state')
    .selectAll()
    .where('source', '=', source)
    .executeTakeFirst();
  return { rows_done: row?.rows_done ?? 0, completed: row?.completed === 1 };
}

/** Whether a dataset import (CATALOG_DIR or catalog:import) ever wrote movies into this catalog. */
export async function hasImportedMovies(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('catalog_import_state')
    .select('source')
    .where('source', 'like', 'movies:%')
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveImportProgress(db: Db, source: string, progress: ImportProgress): Promise<void> {
  const values = {
    source,
    rows_done: progress.rows_done,
    completed: progress.completed ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('catalog_import_state')
    .values(values)
    .onConflict((oc) =>
      oc.column('source').doUpdateSet({
        rows_done: values.rows_done,
        completed: values.completed,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}
