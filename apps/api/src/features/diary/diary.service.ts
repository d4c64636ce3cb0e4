import type { CatalogBrowse } from '@marquee/catalog';
import {
  DIARY_PAGE_SIZE,
  utcDate,
  type DiaryEntry,
  type DiaryListQuery,
  type DiaryPage,
  type MovieDiarySummary,
  type Visibility,
} from '@marquee/contracts';
import type { DiaryEvents } from '../../platform/diary-events.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { takeDatedMovieSnapshot } from '../../platform/movie-snapshot.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { DiaryEntryChanges, DiaryRepository } from './diary.repository.ts';

/** Another user's entry answers the same as a missing one: nobody learns that an entry id exists. */
const ENTRY_NOT_FOUND = 'Diary entry not found';

export interface NewWatch {
  tmdb_id: number;
  watched_on?: string;
  rating?: number;
  review?: string | null;
  /** Who sees it on other servers, when federation publishes it (ADR 035). */
  visibility?: Visibility;
}

export function createDiaryService({
  diary,
  catalog,
  events,
}: {
  diary: DiaryRepository;
  catalog: CatalogBrowse;
  /** Told after each write (federation publishes entries). */
  events?: DiaryEvents;
}) {
  const findOwn = async (userId: string, entryId: number): Promise<DiaryEntry> => {
    const entry = await diary.find(userId, entryId);
    if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
    return entry;
  };

  return {
    async listEntries(userId: string, { year, month, page }: DiaryListQuery): Promise<DiaryPage> {
      const { entries, total } = await diary.listPage(userId, {
        year,
        month,
        offset: (page - 1) * DIARY_PAGE_SIZE,
        limit: DIARY_PAGE_SIZE,
      });
      return {
        entries,
        pagination: {
          page,
          total_pages: Math.ceil(total / DIARY_PAGE_SIZE),
          total,
          page_size: DIARY_PAGE_SIZE,
        },
      };
    },

    async movieSummary(userId: string, tmdbId: number): Promise<MovieDiarySummary> {
      const entries = await diary.listForMovie(userId, tmdbId);
      return { count: entries.length, last_watched_on: entries[0]?.watched_on ?? null, entries };
    },

    async logWatch(userId: string, watch: NewWatch): Promise<DiaryEntry> {
      const { snapshot, release_date } = await takeDatedMovieSnapshot(catalog, watch.tmdb_id);
      const entryId = await diary.add({
        userId,
        snapshot,
        releaseDate: release_date,
        watchedOn: watch.watched_on ?? utcDate(),
        rating: watch.rating ?? null,
        review: watch.review ?? null,
        createdAt: uniqueTimestamp(),
      });
      events?.emit({ kind: 'logged', userId, entryId, visibility: watch.visibility });
      return findOwn(userId, entryId);
    },

    async updateEntry(userId: string, entryId: number, changes: DiaryEntryChanges): Promise<DiaryEntry> {
      const entry = await findOwn(userId, entryId);
      // A new date can make this watch the first one of the movie, or a rewatch.
      const is_rewatch =
        changes.watched_on === undefined || changes.watched_on === entry.watched_on
          ? undefined
          : await diary.hasEarlierWatch(userId, entry.tmdb_id, changes.watched_on, entryId);
      const updated = await diary.update(userId, entryId, { ...changes, is_rewatch }, uniqueTimestamp());
      if (!updated) throw new NotFoundError(ENTRY_NOT_FOUND);
      events?.emit({ kind: 'updated', userId, entryId });
      return findOwn(userId, entryId);
    },

    async deleteEntry(userId: string, entryId: number): Promise<void> {
      if (!(await diary.remove(userId, entryId))) throw new NotFoundError(ENTRY_NOT_FOUND);
      events?.emit({ kind: 'deleted', userId, entryId });
    },
  };
}
