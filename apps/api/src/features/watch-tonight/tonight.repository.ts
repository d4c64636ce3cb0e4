import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import type { MovieSnapshot } from '@marquee/contracts';

/** Ratings from this score up say the member liked the movie (as "For you" and the recommender read them). */
const LIKED_RATING = 7;

export interface MemberTaste {
  userId: string;
  /** Liked, rated 7+ or watched, most recent first, each once: what the recommender is asked about. */
  positives: number[];
  /** Liked or rated 7+, most recent first: the movies a reason may say they liked. */
  liked: number[];
  /** Watched (marked or in the diary), liked or rated: never picked for a group they are in. */
  seen: Set<number>;
  /** Marked want-to-watch. */
  watchlist: Set<number>;
  /** The member's rating (1-10) of each movie they rated, and the movies they liked: a reason says which. */
  ratings: Map<number, number>;
  likes: Set<number>;
  /** Whether their profile is public: only then do the others see why a pick suits them. */
  isPublic: boolean;
}

/** What Watch tonight reads of each member's library, in one query per table for the whole group. */
export function createTonightRepository(db: Kysely<Database>) {
  return {
    async tastes(userIds: string[]): Promise<MemberTaste[]> {
      const [likes, ratings, statuses, diary, profiles] = await Promise.all([
        db
          .selectFrom('likes')
          .select(['user_id', 'tmdb_id', 'created_at as at'])
          .where('user_id', 'in', userIds)
          .execute(),
        db
          .selectFrom('ratings')
          .select(['user_id', 'tmdb_id', 'rating', 'updated_at as at'])
          .where('user_id', 'in', userIds)
          .execute(),
        db
          .selectFrom('watch_status')
          .select(['user_id', 'tmdb_id', 'status', 'updated_at as at'])
          .where('user_id', 'in', userIds)
          .execute(),
        db
          .selectFrom('diary_entries')
          .select(['user_id', 'tmdb_id'])
          .distinct()
          .where('user_id', 'in', userIds)
          .execute(),
        db
          .selectFrom('user_profiles')
          .select(['user_id', 'is_public'])
          .where('user_id', 'in', userIds)
          .execute(),
      ]);
      const publicIds = new Set(profiles.filter((row) => row.is_public === 1).map((row) => row.user_id));
      return userIds.map((userId) => {
        const own = <T extends { user_id: string }>(rows: T[]) =>
          rows.filter((row) => row.user_id === userId);
        const watched = own(statuses).filter((row) => row.status === 'watched');
        const recentFirst = (rows: { tmdb_id: number; at: string }[]) => [
          ...new Set(
            rows
              .sort((a, b) => String(b.at).localeCompare(String(a.at)) || a.tmdb_id - b.tmdb_id)
              .map((row) => row.tmdb_id),
          ),
        ];
        const liked = [...own(likes), ...own(ratings).filter((row) => row.rating >= LIKED_RATING)];
        return {
          userId,
          positives: recentFirst([...liked, ...watched]),
          liked: recentFirst(liked),
          seen: new Set(
            [...own(likes), ...own(ratings), ...watched, ...own(diary)].map((row) => row.tmdb_id),
          ),
          watchlist: new Set(
            own(statuses)
              .filter((row) => row.status === 'want_to_watch')
              .map((row) => row.tmdb_id),
          ),
          ratings: new Map(own(ratings).map((row) => [row.tmdb_id, row.rating])),
          likes: new Set(own(likes).map((row) => row.tmdb_id)),
          isPublic: publicIds.has(userId),
        };
      });
    },

    /**
     * Puts the movie on each member's watchlist; a member who already has a status for it keeps it. Answers
     * how many watchlists it was put on.
     */
    async addToWatchlists(userIds: string[], snapshot: MovieSnapshot, now: string): Promise<number> {
      const inserted = await db
        .insertInto('watch_status')
        .values(
          userIds.map((userId) => ({
            user_id: userId,
            status: 'want_to_watch' as const,
            updated_at: now,
            ...snapshot,
          })),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'tmdb_id']).doNothing())
        .returning('user_id')
        .execute();
      return inserted.length;
    },
  };
}
export type TonightRepository = ReturnType<typeof createTonightRepository>;
