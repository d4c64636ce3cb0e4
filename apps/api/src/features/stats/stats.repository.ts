import type { AliasedSelectQueryBuilder, Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { STATS_TOP_LIMIT, TOP_BILLED_CAST, type RankedName, type Stats } from '@marquee/contracts';

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

const watchedMovieIds = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('diary_entries').select('tmdb_id').where('user_id', '=', userId);

/**
 * The names (genres, directors, actors) credited on most of the user's watched films, ties by name. `credits`
 * pairs a movie with a name; the catalog tables' keys make each pair unique, so count(*) counts distinct films.
 */
async function topNames(
  db: Kysely<Database>,
  userId: string,
  credits: AliasedSelectQueryBuilder<{ movie_id: number; id: number; name: string }, 'credit'>,
): Promise<RankedName[]> {
  const rows = await db
    .selectFrom(credits)
    .select((eb) => ['credit.id', 'credit.name', eb.fn.countAll<number | string>().as('films')])
    .where('credit.movie_id', 'in', watchedMovieIds(db, userId))
    .groupBy(['credit.id', 'credit.name'])
    .orderBy('films', 'desc')
    .orderBy('credit.name')
    .limit(STATS_TOP_LIMIT)
    .execute();
  // PostgreSQL answers counts as strings.
  return rows.map((row) => ({ id: row.id, name: row.name, films: Number(row.films) }));
}

export function createStatsRepository(db: Kysely<Database>) {
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

    async topGenres(userId: string): Promise<RankedName[]> {
      return topNames(
        db,
        userId,
        db
          .selectFrom('movie_genres as mg')
          .innerJoin('genres as g', 'g.id', 'mg.genre_id')
          .select(['mg.movie_id', 'g.id', 'g.name'])
          .as('credit'),
      );
    },

    async topDirectors(userId: string): Promise<RankedName[]> {
      return topNames(
        db,
        userId,
        db
          .selectFrom('movie_crew as c')
          .innerJoin('people as p', 'p.id', 'c.person_id')
          .select(['c.movie_id', 'p.id', 'p.name'])
          .where('c.job', '=', 'Director')
          .as('credit'),
      );
    },

    async topActors(userId: string): Promise<RankedName[]> {
      return topNames(
        db,
        userId,
        db
          .selectFrom('movie_cast as c')
          .innerJoin('people as p', 'p.id', 'c.person_id')
          .select(['c.movie_id', 'p.id', 'p.name'])
          .where('c.cast_order', '<', TOP_BILLED_CAST)
          .as('credit'),
      );
    },

    /** The Watched list's size (films marked watched) and how many of its films the diary lacks. */
    async watchedList(userId: string): Promise<Stats['watched_list']> {
      const marked = db
        .selectFrom('watch_status')
        .select((eb) => eb.fn.countAll<number | string>().as('films'))
        .where('user_id', '=', userId)
        .where('status', '=', 'watched');
      const [all, withoutDiaryEntry] = await Promise.all([
        marked.executeTakeFirstOrThrow(),
        marked.where('tmdb_id', 'not in', watchedMovieIds(db, userId)).executeTakeFirstOrThrow(),
      ]);
      return { films: Number(all.films), without_diary_entry: Number(withoutDiaryEntry.films) };
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
