import { filmExportSchema, type FilmExport } from '@marquee/contracts';
import {
  MalformedImportError,
  type ImportRecord,
  type ParsedImport,
  type SourceRow,
} from './import-records.ts';
import { readJsonDocument } from './json-document.ts';

export const MARQUEE_MANIFEST = 'marquee.json';

/**
 * Our own export, read from `marquee.json` alone (its CSVs are for other sites): it holds the whole library,
 * comments and visits included, named by TMDB id. Rows are numbered by their place in each list.
 */
export function readMarqueeExport(text: string): ParsedImport {
  const parsed = filmExportSchema.safeParse(readJsonDocument(MARQUEE_MANIFEST, text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [list, index] = issue?.path ?? [];
    const line = typeof index === 'number' ? index + 1 : null;
    const where = list === undefined ? '' : `${String(list)}: `;
    throw new MalformedImportError(
      MARQUEE_MANIFEST,
      line,
      `${where}${issue?.message ?? 'not a Marquee export'}`,
    );
  }
  const data: FilmExport = parsed.data;
  const row = (
    list: string,
    index: number,
    movie: { tmdb_id: number; title: string; year: number | null },
  ): SourceRow => ({
    file: `${MARQUEE_MANIFEST} (${list})`,
    line: index + 1,
    title: movie.title,
    year: movie.year,
    imdbId: null,
    tmdbId: movie.tmdb_id,
  });
  const records: ImportRecord[] = [
    ...data.diary.map((entry, index) => ({
      kind: 'diary' as const,
      row: row('diary', index, entry),
      watchedOn: entry.watched_on,
      rating: entry.rating,
      rewatch: entry.is_rewatch,
      review: entry.review,
      tags: entry.tags,
    })),
    ...data.ratings.map((rating, index) => ({
      kind: 'rating' as const,
      row: row('ratings', index, rating),
      rating: rating.rating,
      date: rating.rated_at,
    })),
    ...data.watched.map((movie, index) => ({
      kind: 'watched' as const,
      row: row('watched', index, movie),
      date: movie.marked_at,
    })),
    ...data.watchlist.map((movie, index) => ({
      kind: 'watchlist' as const,
      row: row('watchlist', index, movie),
      date: movie.marked_at,
    })),
    ...data.likes.map((like, index) => ({
      kind: 'like' as const,
      row: row('likes', index, like),
      date: like.liked_at,
    })),
    ...data.playlists.flatMap((playlist) =>
      playlist.movies.map((movie, index) => ({
        kind: 'playlist' as const,
        row: row(`playlist ${playlist.name}`, index, movie),
        playlist: playlist.name,
        date: movie.added_at,
      })),
    ),
    ...data.visits.map((visit, index) => ({
      kind: 'visit' as const,
      row: row('visits', index, visit),
      visitedAt: visit.visited_at,
    })),
    ...data.comments.map((comment, index) => ({
      kind: 'comment' as const,
      row: row('comments', index, { tmdb_id: comment.tmdb_id, title: '', year: null }),
      text: comment.text,
      createdAt: comment.created_at,
      exportedId: comment.comment_id,
      exportedParentId: comment.parent_comment_id,
    })),
  ];
  return {
    source: 'marquee',
    records,
    complete: true,
    playlistNames: data.playlists.map((playlist) => playlist.name),
  };
}
