import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

/**
 * The ratings of the people `userId` follows (accepted), from their film posts kept here, newest first: only
 * when the user let their marks and "For you" use them (`federation_accounts.friends_ratings`, ADR 035), an
 * empty list otherwise. Read by "For you" (its history) and the poster marks.
 */
export function friendsRatingsOf(
  db: Kysely<Database>,
  userId: string,
  { tmdbIds, minRating = 1, limit }: { tmdbIds?: readonly number[]; minRating?: number; limit?: number } = {},
): Promise<{ tmdb_id: number; rating: number }[]> {
  if (tmdbIds?.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('federation_remote_notes as n')
    .innerJoin('federation_following as f', 'f.actor_iri', 'n.actor_iri')
    .innerJoin('federation_accounts as a', 'a.user_id', 'f.user_id')
    .select(['n.tmdb_id', 'n.rating'])
    .where('f.user_id', '=', userId)
    .where('f.status', '=', 'accepted')
    .where('a.friends_ratings', '=', 1)
    .where('n.rating', '>=', minRating)
    .orderBy('n.published_at', 'desc')
    .orderBy('n.tmdb_id');
  if (tmdbIds) query = query.where('n.tmdb_id', 'in', [...tmdbIds]);
  if (limit) query = query.limit(limit);
  return query.execute() as Promise<{ tmdb_id: number; rating: number }[]>;
}
