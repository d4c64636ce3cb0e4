import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { friendsRatingsOf } from '../../platform/friends-ratings.ts';

/** Our users' ratings from this score up say they liked the movie (the recommender trains on the same). */
export const LIKED_RATING = 7;
/** The friends' films read: the most recent say most about now, as the user's own history. */
const FRIENDS_HISTORY = 50;

export interface TasteHistory {
  /** Movies the user liked, rated 7+ or watched, most recent first, each once. */
  positives: number[];
  /** Their likes alone, most recent first, with the title they were liked under. */
  likes: { id: number; title: string }[];
  /** Everything never to be recommended back: liked, rated (any score) or watched. */
  seen: Set<number>;
  /** The user's rating (1-10) of each movie they rated. */
  ratings: Map<number, number>;
  /**
   * Only when the user turned it on (federation settings): films the people they follow rated 7+, each with
   * its best such rating, most recent first; they follow the user's own positives, which never include them.
   */
  friendsRatings: Map<number, number>;
  /** Changes whenever any of the above does. */
  fingerprint: string;
}

export function createForYouRepository(db: Kysely<Database>) {
  return {
    async history(userId: string): Promise<TasteHistory> {
      const [likes, ratings, watched, friends] = await Promise.all([
        db
          .selectFrom('likes')
          .select(['tmdb_id', 'title', 'created_at as at', 'like_id'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('ratings')
          .select(['tmdb_id', 'rating', 'updated_at as at'])
          .where('user_id', '=', userId)
          .orderBy('tmdb_id')
          .execute(),
        db
          .selectFrom('watch_status')
          .select(['tmdb_id', 'updated_at as at'])
          .where('user_id', '=', userId)
          .where('status', '=', 'watched')
          .orderBy('tmdb_id')
          .execute(),
        friendsRatingsOf(db, userId, { minRating: LIKED_RATING, limit: FRIENDS_HISTORY }),
      ]);
      const events = [...likes, ...ratings.filter((row) => row.rating >= LIKED_RATING), ...watched].sort(
        (a, b) => String(b.at).localeCompare(String(a.at)) || a.tmdb_id - b.tmdb_id,
      );
      const recentLikes = [...likes].sort((a, b) => b.like_id - a.like_id);
      const seen = new Set([...likes, ...ratings, ...watched].map((row) => row.tmdb_id));
      const friendsRatings = new Map<number, number>();
      for (const row of friends)
        if (!seen.has(row.tmdb_id))
          friendsRatings.set(row.tmdb_id, Math.max(row.rating, friendsRatings.get(row.tmdb_id) ?? 0));
      return {
        positives: [...new Set(events.map((row) => row.tmdb_id)), ...friendsRatings.keys()],
        likes: recentLikes.map((row) => ({ id: row.tmdb_id, title: row.title })),
        seen,
        ratings: new Map(ratings.map((row) => [row.tmdb_id, row.rating])),
        friendsRatings,
        fingerprint: [
          recentLikes.map((row) => row.like_id).join(','),
          ratings.map((row) => `${row.tmdb_id}:${row.rating}:${String(row.at)}`).join(','),
          watched.map((row) => `${row.tmdb_id}:${String(row.at)}`).join(','),
          [...friendsRatings].map(([id, rating]) => `${id}:${rating}`).join(','),
        ].join('|'),
      };
    },
  };
}
export type ForYouRepository = ReturnType<typeof createForYouRepository>;
