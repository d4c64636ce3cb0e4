import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

/** Our users' ratings from this score up say they liked the movie (the recommender trains on the same). */
export const LIKED_RATING = 7;

export interface TasteHistory {
  /** Movies the user liked, rated 7+ or watched, most recent first, each once. */
  positives: number[];
  /** Their likes alone, most recent first, with the title they were liked under. */
  likes: { id: number; title: string }[];
  /** Everything never to be recommended back: liked, rated (any score) or watched. */
  seen: Set<number>;
  /** The user's rating (1-10) of each movie they rated. */
  ratings: Map<number, number>;
  /** Changes whenever any of the above does. */
  fingerprint: string;
}

export function createForYouRepository(db: Kysely<Database>) {
  return {
    async history(userId: string): Promise<TasteHistory> {
      const [likes, ratings, watched] = await Promise.all([
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
      ]);
      const events = [...likes, ...ratings.filter((row) => row.rating >= LIKED_RATING), ...watched].sort(
        (a, b) => String(b.at).localeCompare(String(a.at)) || a.tmdb_id - b.tmdb_id,
      );
      const recentLikes = [...likes].sort((a, b) => b.like_id - a.like_id);
      return {
        positives: [...new Set(events.map((row) => row.tmdb_id))],
        likes: recentLikes.map((row) => ({ id: row.tmdb_id, title: row.title })),
        seen: new Set([...likes, ...ratings, ...watched].map((row) => row.tmdb_id)),
        ratings: new Map(ratings.map((row) => [row.tmdb_id, row.rating])),
        fingerprint: [
          recentLikes.map((row) => row.like_id).join(','),
          ratings.map((row) => `${row.tmdb_id}:${row.rating}:${String(row.at)}`).join(','),
          watched.map((row) => `${row.tmdb_id}:${String(row.at)}`).join(','),
        ].join('|'),
      };
    },
  };
}
export type ForYouRepository = ReturnType<typeof createForYouRepository>;
