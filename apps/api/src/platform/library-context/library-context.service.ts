/**
 * The signed-in user's films as context for personal answers (the chat, and later For you and group picks):
 * what they have seen, their watchlist and what they loved last. Read-only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { createLibraryContextRepository, LOVED_RATING } from './library-context.repository.ts';

export interface LibraryContext {
  /** Logged as watched (status or diary), rated or liked: not suggested again unless a rewatch is asked for. */
  seen: ReadonlySet<number>;
  /** 'Want to watch', most recently added first. */
  watchlist: number[];
  /** The film most recently liked, rated 8+ or logged in the diary with 8+. */
  lastLoved: number | undefined;
  /** Every film loved that way, most recent first (`lastLoved` is the first). */
  loved: number[];
  /** Every film they rated (or rated in the diary) and its rating, their highest first, then the most recent. */
  rated: { id: number; rating: number }[];
  /** Their diary, the most recent watch first: what they watched when (for 'what did I watch last?'). */
  diary: { id: number; watchedOn: string; rating: number | null }[];
}

export interface LibraryContextService {
  forUser(userId: string): Promise<LibraryContext>;
}

const newestFirst = (a: { at: unknown }, b: { at: unknown }) => String(b.at).localeCompare(String(a.at));

export function createLibraryContextService(db: Kysely<Database>): LibraryContextService {
  const repository = createLibraryContextRepository(db);
  return {
    async forUser(userId) {
      const { statuses, ratings, likes, diary } = await repository.rows(userId);
      const seen = new Set<number>([
        ...statuses.filter((row) => row.status === 'watched').map((row) => row.tmdb_id),
        ...ratings.map((row) => row.tmdb_id),
        ...likes.map((row) => row.tmdb_id),
        ...diary.map((row) => row.tmdb_id),
      ]);
      const watchlist = statuses
        .filter((row) => row.status === 'want_to_watch')
        .sort(newestFirst)
        .map((row) => row.tmdb_id);
      const loved = [
        ...likes,
        ...ratings.filter((row) => row.rating >= LOVED_RATING),
        ...diary
          .filter((row) => (row.rating ?? 0) >= LOVED_RATING)
          .map((row) => ({ tmdb_id: row.tmdb_id, at: `${row.watched_on}T23:59:59` })),
      ].sort(newestFirst);
      const lovedIds = [...new Set(loved.map((row) => row.tmdb_id))];
      const rated = [
        ...ratings,
        ...diary
          .filter((row) => row.rating !== null)
          .map((row) => ({ tmdb_id: row.tmdb_id, rating: row.rating!, at: `${row.watched_on}T23:59:59` })),
      ]
        .sort(newestFirst)
        .sort((a, b) => b.rating - a.rating);
      const ratedOnce = new Map<number, number>();
      for (const row of rated) if (!ratedOnce.has(row.tmdb_id)) ratedOnce.set(row.tmdb_id, row.rating);
      return {
        seen,
        watchlist,
        lastLoved: lovedIds[0],
        loved: lovedIds,
        rated: [...ratedOnce].map(([id, rating]) => ({ id, rating })),
        diary: diary
          .map((row) => ({ id: row.tmdb_id, watchedOn: row.watched_on, rating: row.rating, at: row.at }))
          .sort((a, b) => b.watchedOn.localeCompare(a.watchedOn) || String(b.at).localeCompare(String(a.at)))
          .map(({ id, watchedOn, rating }) => ({ id, watchedOn, rating })),
      };
    },
  };
}
