import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

export function createRatingsRepository(db: Kysely<Database>) {
  return {
    async findUserRating(userId: string, tmdbId: number): Promise<number | null> {
      const row = await db
        .selectFrom('ratings')
        .select('rating')
        .where('user_id', '=', userId)
        .where('tmdb_id', '=', tmdbId)
        .executeTakeFirst();
      return row?.rating ?? null;
    },

    /** One rating per user and movie: rating again updates it. */
    async upsert(userId: string, tmdbId: number, rating: number, at: string): Promise<void> {
      await db
        .insertInto('ratings')
        .values({ user_id: userId, tmdb_id: tmdbId, rating, created_at: at, updated_at: at })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'tmdb_id']).doUpdateSet({ rating, updated_at: at }),
        )
        .execute();
    },

    async summarize(tmdbId: number): Promise<{ total: number; average: number | null }> {
      const row = await db
        .selectFrom('ratings')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.avg<number | null>('rating').as('average'),
        ])
        .where('tmdb_id', '=', tmdbId)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), average: row.average === null ? null : Number(row.average) };
    },
  };
}
export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
