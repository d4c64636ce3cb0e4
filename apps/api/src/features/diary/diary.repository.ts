import type { Kysely, Selectable } from 'kysely';
import type { Database, DiaryEntriesTable } from '@marquee/db';
import type { DiaryEntry } from '@marquee/contracts';
import { logWatchWithStatus, type NewDiaryEntry } from '../../platform/watch-log.ts';
import { withMovieId } from '../../platform/movie-snapshot.ts';
import { tagsOf } from '../../platform/diary-tags.ts';
import { deleteMatching } from '../../platform/delete-rows.ts';

const entryColumns = [
  'entry_id',
  'tmdb_id',
  'title',
  'poster_path',
  'vote_average',
  'release_date',
  'watched_on',
  'rating',
  'review',
  'tags',
  'is_rewatch',
  'created_at',
  'updated_at',
] as const;
type EntryRow = Pick<Selectable<DiaryEntriesTable>, (typeof entryColumns)[number]>;

function toEntry(row: EntryRow): DiaryEntry {
  return withMovieId({ ...row, tags: tagsOf(row.tags), is_rewatch: Boolean(row.is_rewatch) });
}

/** The first day of the period after `year` (and `month`), so a period is `[start, next)` in text order. */
function period(year: number, month: number | undefined): { start: string; next: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  if (month === undefined) return { start: `${year}-01-01`, next: `${year + 1}-01-01` };
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return { start: `${year}-${pad(month)}-01`, next };
}

export interface DiaryEntryChanges {
  watched_on?: string;
  rating?: number | null;
  review?: string | null;
}

export function createDiaryRepository(db: Kysely<Database>) {
  const ownEntries = (userId: string) => db.selectFrom('diary_entries').where('user_id', '=', userId);

  return {
    /** One page of the user's entries, newest watch first (same day: the later logged first), and the total. */
    async listPage(
      userId: string,
      { year, month, offset, limit }: { year?: number; month?: number; offset: number; limit: number },
    ): Promise<{ entries: DiaryEntry[]; total: number }> {
      let query = ownEntries(userId);
      if (year !== undefined) {
        const { start, next } = period(year, month);
        query = query.where('watched_on', '>=', start).where('watched_on', '<', next);
      }
      const [rows, count] = await Promise.all([
        query
          .select(entryColumns)
          .orderBy('watched_on', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('entry_id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { entries: rows.map(toEntry), total: Number(count.total) };
    },

    async listForMovie(userId: string, tmdbId: number): Promise<DiaryEntry[]> {
      const rows = await ownEntries(userId)
        .where('tmdb_id', '=', tmdbId)
        .select(entryColumns)
        .orderBy('watched_on', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('entry_id', 'desc')
        .execute();
      return rows.map(toEntry);
    },

    async find(userId: string, entryId: number): Promise<DiaryEntry | undefined> {
      const row = await ownEntries(userId)
        .where('entry_id', '=', entryId)
        .select(entryColumns)
        .executeTakeFirst();
      return row ? toEntry(row) : undefined;
    },

    /** Logs the watch and marks the movie watched (from want-to-watch too), in one transaction. */
    add: (entry: NewDiaryEntry): Promise<number> =>
      db.transaction().execute((trx) => logWatchWithStatus(trx, entry)),

    /** True when the user's entry existed and was changed. */
    async update(
      userId: string,
      entryId: number,
      changes: DiaryEntryChanges & { is_rewatch?: boolean },
      updatedAt: string,
    ): Promise<boolean> {
      const { is_rewatch, ...columns } = changes;
      const result = await db
        .updateTable('diary_entries')
        .set({
          ...columns,
          ...(is_rewatch === undefined ? {} : { is_rewatch: is_rewatch ? 1 : 0 }),
          updated_at: updatedAt,
        })
        .where('user_id', '=', userId)
        .where('entry_id', '=', entryId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Whether another entry of the same movie is dated on or before `watchedOn`. */
    async hasEarlierWatch(
      userId: string,
      tmdbId: number,
      watchedOn: string,
      exceptEntryId: number,
    ): Promise<boolean> {
      const row = await ownEntries(userId)
        .where('tmdb_id', '=', tmdbId)
        .where('watched_on', '<=', watchedOn)
        .where('entry_id', '<>', exceptEntryId)
        .select('entry_id')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** True when the user's entry existed and was removed. */
    remove: (userId: string, entryId: number): Promise<boolean> =>
      deleteMatching(db, 'diary_entries', { user_id: userId, entry_id: entryId }),
  };
}
export type DiaryRepository = ReturnType<typeof createDiaryRepository>;
