import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { STATS_TOP_LIMIT, TOP_BILLED_CAST, type RankedName } from '@marquee/contracts';

/** One watch with the runtime the catalog knows (null when unknown or the movie isn't in the catalog). */
export interface WatchRow {
  entry_id: number;
  tmdb_id: number;
  title: string;
  poster_path: string | null;
  watched_on: string;
  rating: number | null;
  is_rewatch: number;
  runtime: number | null;
}

export function createStatsRepository(db: Kysely<Database>) {
  const watchedMovieIds = (userId: string) =>
    db.selectFrom('diary_entries').select('tmdb_id').where('user_id', '=', userId);
  // PostgreSQL answers counts as strings.
  const ranked = (rows: { id: number; name: string; films: number | string | bigint }[]): RankedName[] =>
    rows.map((row) => ({ id: row.id, name: row.name, films: Number(row.films) }));

  return {
    /** Every watch of the user, oldest first (a heavy diary is a few thousand small rows). */
    async listWatches(userId: string): Promise<WatchRow[]> {
      return db
        .selectFrom('diary_entries as d')
        .leftJoin('movies as m', 'm.id', 'd.tmdb_id')
        .select([
          'd.entry_id',
          'd.tmdb_id',
          'd.title',
          'd.poster_path',
          'd.watched_on',
          'd.rating',
          'd.is_rewatch',
          'm.runtime',
        ])
        .where('d.user_id', '=', userId)
        .orderBy('d.watched_on')
        .orderBy('d.entry_id')
        .execute();
    },

    async listMovieRatings(userId: string): Promise<{ tmdb_id: number; rating: number }[]> {
      return db.selectFrom('ratings').select(['tmdb_id', 'rating']).where('user_id', '=', userId).execute();
    },

    // The catalog tables' keys make each (movie, genre/person) pair unique, so count(*) counts distinct films.
    async topGenres(userId: string): Promise<RankedName[]> {
      const rows = await db
        .selectFrom('movie_genres as mg')
        .innerJoin('genres as g', 'g.id', 'mg.genre_id')
        .select((eb) => ['g.id', 'g.name', eb.fn.countAll<number>().as('films')])
        .where('mg.movie_id', 'in', watchedMovieIds(userId))
        .groupBy(['g.id', 'g.name'])
        .orderBy('films', 'desc')
        .orderBy('g.name')
        .limit(STATS_TOP_LIMIT)
        .execute();
      return ranked(rows);
    },

    async topDirectors(userId: string): Promise<RankedName[]> {
      const rows = await db
        .selectFrom('movie_crew as c')
        .innerJoin('people as p', 'p.id', 'c.person_id')
        .select((eb) => ['p.id', 'p.name', eb.fn.countAll<number>().as('films')])
        .where('c.job', '=', 'Director')
        .where('c.movie_id', 'in', watchedMovieIds(userId))
        .groupBy(['p.id', 'p.name'])
        .orderBy('films', 'desc')
        .orderBy('p.name')
        .limit(STATS_TOP_LIMIT)
        .execute();
      return ranked(rows);
    },

    async topActors(userId: string): Promise<RankedName[]> {
      const rows = await db
        .selectFrom('movie_cast as c')
        .innerJoin('people as p', 'p.id', 'c.person_id')
        .select((eb) => ['p.id', 'p.name', eb.fn.countAll<number>().as('films')])
        .where('c.cast_order', '<', TOP_BILLED_CAST)
        .where('c.movie_id', 'in', watchedMovieIds(userId))
        .groupBy(['p.id', 'p.name'])
        .orderBy('films', 'desc')
        .orderBy('p.name')
        .limit(STATS_TOP_LIMIT)
        .execute();
      return ranked(rows);
    },

    /** The genre with the most watches in `year`, ties by name. */
    async topGenreOfYear(
      userId: string,
      year: number,
    ): Promise<{ id: number; name: string; watches: number } | null> {
      const row = await db
        .selectFrom('diary_entries as d')
        .innerJoin('movie_genres as mg', 'mg.movie_id', 'd.tmdb_id')
        .innerJoin('genres as g', 'g.id', 'mg.genre_id')
        .select((eb) => ['g.id', 'g.name', eb.fn.countAll<number>().as('watches')])
        .where('d.user_id', '=', userId)
        .where('d.watched_on', '>=', `${year}-01-01`)
        .where('d.watched_on', '<', `${year + 1}-01-01`)
        .groupBy(['g.id', 'g.name'])
        .orderBy('watches', 'desc')
        .orderBy('g.name')
        .limit(1)
        .executeTakeFirst();
      return row ? { id: row.id, name: row.name, watches: Number(row.watches) } : null;
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
