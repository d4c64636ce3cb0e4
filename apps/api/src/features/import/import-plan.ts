import type { MatchableMovie } from '@marquee/catalog';
import type { MovieSnapshot } from '@marquee/contracts';
import { DIARY_REVIEW_MAX_LENGTH, PLAYLIST_NAME_MAX_LENGTH } from '@marquee/contracts';
import { nextTurn } from '../../platform/next-turn.ts';
import type { ImportRecord, ParsedImport } from './formats/import-records.ts';

/** Records folded between two turns of the event loop. */
const RECORDS_PER_TURN = 2000;

/** A record whose movie was found. */
export interface MatchedRecord {
  record: ImportRecord;
  movie: MatchableMovie;
}

export interface PlannedDiaryEntry {
  movie: MovieSnapshot & { release_date: string | null };
  watched_on: string;
  rating: number | null;
  review: string | null;
  tags: string[];
  is_rewatch: boolean;
}

/** Timestamps are ISO; a record without a date is stamped with the import's time. */
export interface ImportPlan {
  diary: PlannedDiaryEntry[];
  /** Latest rating of each movie, with when it was given. */
  ratings: { movie: MovieSnapshot; rating: number; at: string }[];
  watched: { movie: MovieSnapshot; at: string }[];
  /** Want-to-watch movies that the history doesn't show as watched. */
  watchlist: { movie: MovieSnapshot; at: string }[];
  likes: { movie: MovieSnapshot; at: string }[];
  playlists: { name: string; movies: { movie: MovieSnapshot; at: string }[] }[];
  visits: { movie: MovieSnapshot; at: string }[];
  /** In the order they were written, so a reply comes after the comment it answers. */
  comments: PlannedComment[];
}

export interface PlannedComment {
  tmdbId: number;
  text: string;
  createdAt: string;
  exportedId: number;
  exportedParentId: number | null;
}

const snapshot = (movie: MatchableMovie): MovieSnapshot => ({
  tmdb_id: movie.id,
  title: movie.title,
  poster_path: movie.poster_path,
  vote_average: movie.vote_average,
});

/** `2024-03-05` -> `2024-03-05T00:00:00.000Z`; ISO timestamps stay as they are. */
const isoOf = (date: string | null, importedAt: string) =>
  date === null ? importedAt : date.length === 10 ? `${date}T00:00:00.000Z` : date;

/** Keeps one value per key: the one `better` prefers (later rows win ties). */
function keepBest<K, V>(map: Map<K, V>, key: K, value: V, better: (candidate: V, current: V) => boolean) {
  const current = map.get(key);
  if (current === undefined || better(value, current)) map.set(key, value);
}
const later = <V extends { at: string }>(candidate: V, current: V) => candidate.at >= current.at;

/**
 * What a history means for a person's library, with duplicates folded: one diary entry per movie and day,
 * the latest rating per movie, watched wins over want-to-watch, one entry per movie in each list.
 */
export async function planImport(
  matched: MatchedRecord[],
  importedAt: string,
  { complete = false, playlistNames = [] }: Pick<ParsedImport, 'complete' | 'playlistNames'> = {},
): Promise<ImportPlan> {
  const diary = new Map<string, PlannedDiaryEntry>();
  const ratings = new Map<number, ImportPlan['ratings'][number]>();
  const watched = new Map<number, ImportPlan['watched'][number]>();
  const wanted = new Map<number, ImportPlan['watchlist'][number]>();
  const likes = new Map<number, ImportPlan['likes'][number]>();
  const playlists = new Map<string, Map<number, { movie: MovieSnapshot; at: string }>>();
  const visits = new Map<number, ImportPlan['visits'][number]>();
  const comments: PlannedComment[] = [];
  const listNamed = (playlist: string) =>
    playlist.trim().slice(0, PLAYLIST_NAME_MAX_LENGTH) || 'Imported list';
  for (const name of playlistNames) playlists.set(listNamed(name), new Map());

  for (const [index, { record, movie: found }] of matched.entries()) {
    if (index % RECORDS_PER_TURN === RECORDS_PER_TURN - 1) await nextTurn();
    const movie = snapshot(found);
    const id = found.id;
    switch (record.kind) {
      case 'diary': {
        const key = `${id}|${record.watchedOn}`;
        const existing = diary.get(key);
        diary.set(key, {
          movie: { ...movie, release_date: found.release_date },
          watched_on: record.watchedOn,
          rating: record.rating ?? existing?.rating ?? null,
          review: record.review?.slice(0, DIARY_REVIEW_MAX_LENGTH) ?? existing?.review ?? null,
          // The diary and the reviews file both carry the watch's tags: one of each is kept, in order.
          tags: [...new Set([...(existing?.tags ?? []), ...(record.tags ?? [])])],
          is_rewatch: record.rewatch || (existing?.is_rewatch ?? false),
        });
        if (complete) break;
        const at = isoOf(record.watchedOn, importedAt);
        keepBest(watched, id, { movie, at }, later);
        if (record.rating !== null) keepBest(ratings, id, { movie, rating: record.rating, at }, later);
        break;
      }
      case 'rating': {
        const at = isoOf(record.date, importedAt);
        keepBest(ratings, id, { movie, rating: record.rating, at }, later);
        if (!complete) keepBest(watched, id, { movie, at }, later);
        break;
      }
      case 'watched':
        keepBest(watched, id, { movie, at: isoOf(record.date, importedAt) }, later);
        break;
      case 'watchlist':
        keepBest(wanted, id, { movie, at: isoOf(record.date, importedAt) }, later);
        break;
      case 'like':
        keepBest(likes, id, { movie, at: isoOf(record.date, importedAt) }, (a, b) => a.at < b.at);
        break;
      case 'playlist': {
        const name = listNamed(record.playlist);
        const list = playlists.get(name) ?? new Map<number, { movie: MovieSnapshot; at: string }>();
        // Lists show the newest addition first: undated films (a Letterboxd list) are stamped a millisecond
        // apart, the list's first film the newest, so the playlist shows them in the list's order.
        const at = record.date ?? new Date(Date.parse(importedAt) - list.size - 1).toISOString();
        if (!list.has(id)) list.set(id, { movie, at: isoOf(at, importedAt) });
        playlists.set(name, list);
        break;
      }
      case 'visit':
        keepBest(visits, id, { movie, at: record.visitedAt }, later);
        break;
      case 'comment':
        comments.push({
          tmdbId: id,
          text: record.text,
          createdAt: record.createdAt,
          exportedId: record.exportedId,
          exportedParentId: record.exportedParentId,
        });
        break;
    }
  }

  return {
    diary: [...diary.values()],
    ratings: [...ratings.values()],
    watched: [...watched.values()],
    watchlist: [...wanted.values()].filter((entry) => !watched.has(entry.movie.tmdb_id)),
    likes: [...likes.values()],
    playlists: [...playlists].map(([name, movies]) => ({ name, movies: [...movies.values()] })),
    visits: [...visits.values()],
    comments: comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
}
