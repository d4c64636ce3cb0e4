import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

/**
 * `userId` follows `friend` (a person on another server, accepted) and has their film posts of `ratings`
 * ([TMDB id, rating]) as the inbox keeps delivered ones; with `allowed`, they let For you and their marks use
 * friends' ratings. Written straight into the tables: the two-server tests cover how posts arrive.
 */
export async function followFriendWithRatings(
  db: Kysely<Database>,
  userId: string,
  friend: string,
  ratings: [number, number][],
  allowed = false,
): Promise<void> {
  const at = new Date().toISOString();
  const actor = `https://films.example/users/${friend}`;
  await db
    .insertInto('federation_accounts')
    .values({
      user_id: userId,
      enabled: 1,
      auto_accept: 1,
      default_visibility: 'public',
      friends_ratings: allowed ? 1 : 0,
      key_pairs: '[]',
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  await db
    .insertInto('federation_following')
    .values({
      user_id: userId,
      actor_iri: actor,
      handle: `@${friend}@films.example`,
      name: friend,
      inbox_iri: `${actor}/inbox`,
      shared_inbox_iri: null,
      follow_iri: null,
      status: 'accepted',
      created_at: at,
    })
    .execute();
  for (const [tmdbId, rating] of ratings)
    await db
      .insertInto('federation_remote_notes')
      .values({
        note_iri: `${actor}/notes/${tmdbId}`,
        actor_iri: actor,
        actor_handle: `@${friend}@films.example`,
        actor_name: friend,
        tmdb_id: tmdbId,
        title: 'A film',
        poster_path: null,
        release_date: null,
        rating,
        content: `Watched ★ ${rating}/10`,
        url: null,
        published_at: at,
        received_at: at,
      })
      .execute();
}

/** Lets (or stops) For you and the poster marks use the ratings of the people `userId` follows. */
export async function allowFriendsRatings(db: Kysely<Database>, userId: string, allowed: boolean) {
  await db
    .updateTable('federation_accounts')
    .set({ friends_ratings: allowed ? 1 : 0 })
    .where('user_id', '=', userId)
    .execute();
}
