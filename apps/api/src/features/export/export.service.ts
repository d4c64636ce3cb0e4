import { strToU8, zipSync } from 'fflate';
import { FILM_EXPORT_FORMAT, FILM_EXPORT_VERSION, type FilmExport } from '@marquee/contracts';
import { tagsCell, tagsOf } from '../../platform/diary-tags.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import type { ExportRepository } from './export.repository.ts';
import {
  DIARY_COLUMNS,
  FILMS_COLUMNS,
  listFileNames,
  RATINGS_COLUMNS,
  toCsv,
  type CsvValue,
} from './letterboxd-csv.ts';

const yearOf = (releaseDate: string | null): number | null => {
  const year = Number.parseInt(releaseDate?.slice(0, 4) ?? '', 10);
  return Number.isFinite(year) ? year : null;
};

const movie = (row: { tmdb_id: number; title: string | null; release_date: string | null }) => ({
  tmdb_id: row.tmdb_id,
  title: row.title ?? '',
  year: yearOf(row.release_date),
});

/** The `tmdbID,Title,Year` columns every Letterboxd file starts with. */
const filmColumns = (film: { tmdb_id: number; title: string; year: number | null }): CsvValue[] => [
  film.tmdb_id,
  film.title,
  film.year,
];

export function createExportService({ exports }: { exports: ExportRepository }) {
  async function collect(userId: string, now: Date): Promise<FilmExport> {
    const user = await exports.findUser(userId);
    if (!user) throw new UnauthorizedError();
    const [diary, ratings, likes, watched, watchlist, playlists, comments, visits] = await Promise.all([
      exports.diary(userId),
      exports.ratings(userId),
      exports.likes(userId),
      exports.watchStatus(userId, 'watched'),
      exports.watchStatus(userId, 'want_to_watch'),
      exports.playlists(userId),
      exports.comments(userId),
      exports.visits(userId),
    ]);
    const playlistMovies = await exports.playlistMovies(playlists.map((playlist) => playlist.playlist_id));
    return {
      format: FILM_EXPORT_FORMAT,
      version: FILM_EXPORT_VERSION,
      exported_at: now.toISOString(),
      user: { name: user.name?.trim() || null, email: user.email },
      diary: diary.map((entry) => ({
        ...movie(entry),
        imdb_id: entry.imdb_id,
        watched_on: entry.watched_on,
        rating: entry.rating,
        review: entry.review,
        tags: tagsOf(entry.tags),
        is_rewatch: entry.is_rewatch === 1,
      })),
      ratings: ratings.map((row) => ({ ...movie(row), rating: row.rating, rated_at: row.updated_at })),
      likes: likes.map((row) => ({ ...movie(row), liked_at: row.created_at })),
      watched: watched.map((row) => ({ ...movie(row), marked_at: row.updated_at })),
      watchlist: watchlist.map((row) => ({ ...movie(row), marked_at: row.updated_at })),
      playlists: playlists.map((playlist) => ({
        name: playlist.name,
        is_public: playlist.is_public === 1,
        created_at: playlist.created_at,
        movies: playlistMovies
          .filter((row) => row.playlist_id === playlist.playlist_id)
          .map((row) => ({ ...movie(row), added_at: row.added_at })),
      })),
      comments: comments.map((row) => ({
        comment_id: row.comment_id,
        tmdb_id: row.tmdb_id,
        text: row.comment_text,
        parent_comment_id: row.parent_comment_id,
        created_at: row.created_at,
        updated_at: row.updated_at,
      })),
      visits: visits.map((row) => ({ ...movie(row), visited_at: row.visited_at })),
    };
  }

  /** `marquee.json` and the Letterboxd CSVs, by their path in the zip. */
  function files(data: FilmExport): Record<string, string> {
    const lists = listFileNames(data.playlists.map((playlist) => playlist.name));
    return {
      'marquee.json': `${JSON.stringify(data, null, 2)}\n`,
      'diary.csv': toCsv(
        DIARY_COLUMNS,
        data.diary.map((entry) => [
          entry.tmdb_id,
          entry.imdb_id,
          entry.title,
          entry.year,
          entry.rating,
          entry.watched_on,
          // As Letterboxd's own export writes it (its importer reads its exports back).
          entry.is_rewatch ? 'Yes' : null,
          entry.review,
          tagsCell(entry.tags),
        ]),
      ),
      'ratings.csv': toCsv(
        RATINGS_COLUMNS,
        data.ratings.map((rating) => [...filmColumns(rating), rating.rating]),
      ),
      'watched.csv': toCsv(FILMS_COLUMNS, data.watched.map(filmColumns)),
      'watchlist.csv': toCsv(FILMS_COLUMNS, data.watchlist.map(filmColumns)),
      'likes/films.csv': toCsv(FILMS_COLUMNS, data.likes.map(filmColumns)),
      ...Object.fromEntries(
        data.playlists.map((playlist, index) => [
          lists[index]!,
          toCsv(FILMS_COLUMNS, playlist.movies.map(filmColumns)),
        ]),
      ),
    };
  }

  return {
    /** One user's export as zip bytes; built in memory (a heavy user's history is a few MB). */
    async exportZip(userId: string, now = new Date()): Promise<Uint8Array> {
      const data = await collect(userId, now);
      const entries = Object.entries(files(data)).map(([path, text]) => [path, strToU8(text)] as const);
      return zipSync(Object.fromEntries(entries), { level: 6, mtime: now });
    },
  };
}
