import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@marquee/db';
import { loadMovieMatcher, type MovieMatcher } from '@marquee/catalog';
import { COMMENT_MAX_DEPTH, type ImportReport } from '@marquee/contracts';
import type { ImportPlan, PlannedDiaryEntry } from './import-plan.ts';
import { nextTurn } from '../../platform/next-turn.ts';
import { tagsColumn } from '../../platform/diary-tags.ts';

type Created = Omit<ImportReport['created'], 'catalog_movies'>;

// Both engines take thousands of bound parameters per statement; 300 rows x <= 12 columns stays far below.
const ROWS_PER_INSERT = 300;
/**
 * Diary rows per transaction. The diary is the one part of an import that grows with the file rather than
 * with the catalog; SQLite has one connection, so every other request's query waits for a transaction to end.
 */
const DIARY_ROWS_PER_TRANSACTION = 600;
/** Rows read per query when the person's whole diary is read. */
const ROWS_PER_PAGE = 5000;

async function insertInChunks<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<number> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
    await nextTurn();
  }
  return rows.length;
}

export function createImportRepository(db: Kysely<Database>) {
  return {
    /** Every catalog movie, read now, so the rows match what the catalog holds at this moment. */
    loadMatcher: (): Promise<MovieMatcher> => loadMovieMatcher(db),

    /**
     * Writes the plan and counts what it added: what is already there (an earlier import of the same file,
     * or the person's own entries) is left alone, so importing twice adds nothing. New diary entries go in
     * first, in transactions of a few thousand rows; everything else in one transaction after them. When
     * anything fails, the diary entries this import added (stamped with its unique `now`) are deleted again and
     * the reviews it put on entries already here are taken off: all or nothing is saved.
     */
    async write(userId: string, plan: ImportPlan, now: string): Promise<Created> {
      try {
        const diary = await writeDiary(db, userId, plan, now);
        return await db.transaction().execute(async (trx) => ({
          ...diary,
          ratings: await writeRatings(trx, userId, plan),
          ...(await writeWatchStatus(trx, userId, plan)),
          likes: await writeLikes(trx, userId, plan),
          ...(await writePlaylists(trx, userId, plan, now)),
          visits: await writeVisits(trx, userId, plan),
          comments: await writeComments(trx, userId, plan),
        }));
      } catch (error) {
        await db
          .deleteFrom('diary_entries')
          .where('user_id', '=', userId)
          .where('created_at', '=', now)
          .execute();
        // Entries that were here before and took a review or tags from this import (only empty ones take them).
        await db
          .updateTable('diary_entries')
          .set({ review: null, tags: null })
          .where('user_id', '=', userId)
          .where('updated_at', '=', now)
          .execute();
        throw error;
      }
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;

type Trx = Transaction<Database>;

interface KnownEntry {
  entry_id: number;
  reviewed: boolean;
  tagged: boolean;
}

/** The person's diary by (movie, day), read a page at a time: each entry's id and whether it has a review, tags. */
async function diaryDays(db: Kysely<Database>, userId: string): Promise<Map<string, KnownEntry>> {
  const known = new Map<string, KnownEntry>();
  for (let after = 0; ;) {
    const page = await db
      .selectFrom('diary_entries')
      .select(['entry_id', 'tmdb_id', 'watched_on', 'review', 'tags'])
      .where('user_id', '=', userId)
      .where('entry_id', '>', after)
      .orderBy('entry_id')
      .limit(ROWS_PER_PAGE)
      .execute();
    for (const row of page)
      known.set(`${row.tmdb_id}|${row.watched_on}`, {
        entry_id: row.entry_id,
        reviewed: row.review !== null && row.review !== '',
        tagged: row.tags !== null,
      });
    if (page.length < ROWS_PER_PAGE) return known;
    after = page.at(-1)!.entry_id;
    await nextTurn();
  }
}

/**
 * New entries are added; an entry already here keeps what it has, but takes the history's review and tags when
 * it has none (Letterboxd exports reviews apart from the diary). Counts the entries and the reviews it wrote.
 */
async function writeDiary(
  db: Kysely<Database>,
  userId: string,
  plan: ImportPlan,
  now: string,
): Promise<{ diary_entries: number; reviews: number }> {
  const known = await diaryDays(db, userId);
  let written = 0;
  let reviews = 0;
  for (let start = 0; start < plan.diary.length; start += DIARY_ROWS_PER_TRANSACTION) {
    const slice = plan.diary.slice(start, start + DIARY_ROWS_PER_TRANSACTION);
    const present = (entry: PlannedDiaryEntry) => known.get(`${entry.movie.tmdb_id}|${entry.watched_on}`);
    const filled = slice.flatMap((entry) => {
      const here = present(entry);
      if (!here) return [];
      const review = here.reviewed || !entry.review ? {} : { review: entry.review };
      const tags = here.tagged || entry.tags.length === 0 ? {} : { tags: tagsColumn(entry.tags) };
      return 'review' in review || 'tags' in tags ? [{ entry_id: here.entry_id, ...review, ...tags }] : [];
    });
    const rows = slice
      .filter((entry) => !present(entry))
      .map((entry) => ({
        user_id: userId,
        ...entry.movie,
        watched_on: entry.watched_on,
        rating: entry.rating,
        review: entry.review,
        tags: tagsColumn(entry.tags),
        is_rewatch: entry.is_rewatch ? 1 : 0,
        created_at: now,
        updated_at: now,
      }));
    if (rows.length > 0 || filled.length > 0)
      await db.transaction().execute(async (trx) => {
        await insertInChunks(rows, (batch) => trx.insertInto('diary_entries').values(batch).execute());
        for (const { entry_id, ...changes } of filled)
          await trx
            .updateTable('diary_entries')
            .set({ ...changes, updated_at: now })
            .where('entry_id', '=', entry_id)
            .execute();
      });
    written += rows.length;
    reviews += [...rows, ...filled].filter((row) => 'review' in row && row.review).length;
    await nextTurn();
  }
  return { diary_entries: written, reviews };
}

/** New ratings are added; a stored one changes only when the history's rating is newer than it. */
async function writeRatings(trx: Trx, userId: string, plan: ImportPlan): Promise<number> {
  const existing = await trx
    .selectFrom('ratings')
    .select(['tmdb_id', 'rating', 'updated_at'])
    .where('user_id', '=', userId)
    .execute();
  const stored = new Map(existing.map((row) => [row.tmdb_id, row]));
  const fresh = plan.ratings.filter((entry) => !stored.has(entry.movie.tmdb_id));
  for (const entry of plan.ratings) {
    const current = stored.get(entry.movie.tmdb_id);
    if (current && current.rating !== entry.rating && entry.at > current.updated_at)
      await trx
        .updateTable('ratings')
        .set({ rating: entry.rating, updated_at: entry.at })
        .where('user_id', '=', userId)
        .where('tmdb_id', '=', entry.movie.tmdb_id)
        .execute();
  }
  return insertInChunks(fresh, (batch) =>
    trx
      .insertInto('ratings')
      .values(
        batch.map((entry) => ({
          user_id: userId,
          tmdb_id: entry.movie.tmdb_id,
          rating: entry.rating,
          created_at: entry.at,
          updated_at: entry.at,
        })),
      )
      .execute(),
  );
}

/** Watched movies are marked watched (also when they were on the watchlist); the rest of the watchlist is added. */
async function writeWatchStatus(trx: Trx, userId: string, plan: ImportPlan) {
  const existing = await trx
    .selectFrom('watch_status')
    .select(['tmdb_id', 'status'])
    .where('user_id', '=', userId)
    .execute();
  const status = new Map(existing.map((row) => [row.tmdb_id, row.status]));
  const upgraded = plan.watched.filter((entry) => status.get(entry.movie.tmdb_id) === 'want_to_watch');
  if (upgraded.length > 0)
    await insertInChunks(upgraded, (batch) =>
      trx
        .updateTable('watch_status')
        .set({ status: 'watched' })
        .where('user_id', '=', userId)
        .where(
          'tmdb_id',
          'in',
          batch.map((entry) => entry.movie.tmdb_id),
        )
        .execute(),
    );
  const rows = (entries: ImportPlan['watched'], value: 'watched' | 'want_to_watch') =>
    entries
      .filter((entry) => !status.has(entry.movie.tmdb_id))
      .map((entry) => ({ user_id: userId, ...entry.movie, status: value, updated_at: entry.at }));
  const insert = (batch: ReturnType<typeof rows>) => trx.insertInto('watch_status').values(batch).execute();
  const watched = await insertInChunks(rows(plan.watched, 'watched'), insert);
  const watchlist = await insertInChunks(rows(plan.watchlist, 'want_to_watch'), insert);
  return { watched: watched + upgraded.length, watchlist };
}

async function writeLikes(trx: Trx, userId: string, plan: ImportPlan): Promise<number> {
  const existing = await trx.selectFrom('likes').select('tmdb_id').where('user_id', '=', userId).execute();
  const liked = new Set(existing.map((row) => row.tmdb_id));
  const rows = plan.likes
    .filter((entry) => !liked.has(entry.movie.tmdb_id))
    .map((entry) => ({ user_id: userId, ...entry.movie, created_at: entry.at }));
  return insertInChunks(rows, (batch) => trx.insertInto('likes').values(batch).execute());
}

/** Lists join the person's playlist of the same name, created when there is none; missing movies are added. */
async function writePlaylists(trx: Trx, userId: string, plan: ImportPlan, now: string) {
  const existing = await trx
    .selectFrom('playlists')
    .select(['playlist_id', 'name'])
    .where('user_id', '=', userId)
    .orderBy('playlist_id')
    .execute();
  const byName = new Map<string, number>();
  for (const row of existing) if (!byName.has(row.name)) byName.set(row.name, row.playlist_id);
  let playlists = 0;
  let playlistMovies = 0;
  for (const list of plan.playlists) {
    let playlistId = byName.get(list.name);
    if (playlistId === undefined) {
      const created = await trx
        .insertInto('playlists')
        .values({ user_id: userId, name: list.name, created_at: now })
        .returning('playlist_id')
        .executeTakeFirstOrThrow();
      playlistId = created.playlist_id;
      byName.set(list.name, playlistId);
      playlists++;
    }
    const present = await trx
      .selectFrom('playlist_movies')
      .select('tmdb_id')
      .where('playlist_id', '=', playlistId)
      .execute();
    const inList = new Set(present.map((row) => row.tmdb_id));
    const id = playlistId;
    const rows = list.movies
      .filter((entry) => !inList.has(entry.movie.tmdb_id))
      .map((entry) => ({ playlist_id: id, ...entry.movie, added_at: entry.at }));
    playlistMovies += await insertInChunks(rows, (batch) =>
      trx.insertInto('playlist_movies').values(batch).execute(),
    );
  }
  return { playlists, playlist_movies: playlistMovies };
}

/** One visit per movie (the newest): a newer visit in the history moves it, an older one changes nothing. */
async function writeVisits(trx: Trx, userId: string, plan: ImportPlan): Promise<number> {
  if (plan.visits.length === 0) return 0;
  const existing = await trx
    .selectFrom('visits')
    .select(['tmdb_id', 'visited_at'])
    .where('user_id', '=', userId)
    .execute();
  const visitedAt = new Map(existing.map((row) => [row.tmdb_id, row.visited_at]));
  for (const entry of plan.visits) {
    const current = visitedAt.get(entry.movie.tmdb_id);
    if (current !== undefined && entry.at > current)
      await trx
        .updateTable('visits')
        .set({ visited_at: entry.at })
        .where('user_id', '=', userId)
        .where('tmdb_id', '=', entry.movie.tmdb_id)
        .execute();
  }
  const rows = plan.visits
    .filter((entry) => !visitedAt.has(entry.movie.tmdb_id))
    .map((entry) => ({ user_id: userId, ...entry.movie, visited_at: entry.at }));
  return insertInChunks(rows, (batch) => trx.insertInto('visits').values(batch).execute());
}

/**
 * Comments come back where they were: a reply to one of the person's own exported comments answers its copy,
 * a reply to a comment that exists here on the same movie answers it, any other becomes a top-level comment.
 * A comment already here with the same movie, text and time is the same comment (importing twice adds nothing).
 */
async function writeComments(trx: Trx, userId: string, plan: ImportPlan): Promise<number> {
  if (plan.comments.length === 0) return 0;
  const existing = await trx
    .selectFrom('comments')
    .select(['comment_id', 'tmdb_id', 'comment_text', 'created_at', 'depth'])
    .where('user_id', '=', userId)
    .execute();
  const key = (tmdbId: number, text: string, createdAt: string) => `${tmdbId}|${createdAt}|${text}`;
  const mine = new Map(existing.map((row) => [key(row.tmdb_id, row.comment_text, row.created_at), row]));
  const copies = new Map<number, { comment_id: number; depth: number }>();
  let created = 0;
  for (const comment of plan.comments) {
    const present = mine.get(key(comment.tmdbId, comment.text, comment.createdAt));
    if (present) {
      copies.set(comment.exportedId, present);
      continue;
    }
    const parent = await parentHere(trx, comment, copies);
    const row = await trx
      .insertInto('comments')
      .values({
        user_id: userId,
        tmdb_id: comment.tmdbId,
        parent_comment_id: parent?.comment_id ?? null,
        depth: parent ? parent.depth + 1 : 1,
        comment_text: comment.text,
        is_deleted: 0,
        created_at: comment.createdAt,
        updated_at: comment.createdAt,
      })
      .returning(['comment_id', 'depth'])
      .executeTakeFirstOrThrow();
    copies.set(comment.exportedId, row);
    created++;
  }
  return created;
}

async function parentHere(
  trx: Trx,
  comment: ImportPlan['comments'][number],
  copies: Map<number, { comment_id: number; depth: number }>,
): Promise<{ comment_id: number; depth: number } | undefined> {
  if (comment.exportedParentId === null) return undefined;
  const parent =
    copies.get(comment.exportedParentId) ??
    (await trx
      .selectFrom('comments')
      .select(['comment_id', 'depth'])
      .where('comment_id', '=', comment.exportedParentId)
      .where('tmdb_id', '=', comment.tmdbId)
      .where('is_deleted', '=', 0)
      .executeTakeFirst());
  return parent && parent.depth < COMMENT_MAX_DEPTH ? parent : undefined;
}
