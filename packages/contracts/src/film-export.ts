import { z } from 'zod';

/**
 * `marquee.json` inside the zip of `GET /api/export`: everything a user owns, read back by the importer
 * (source `marquee`). Movies are named by TMDB id; titles and years are there for people reading the file.
 * Beside it the zip holds Letterboxd import-format CSVs (`diary.csv`, `ratings.csv`, `watched.csv`,
 * `watchlist.csv`, `likes/films.csv`, `lists/<name>.csv`), so the same file can be taken to Letterboxd.
 */
export const FILM_EXPORT_FORMAT = 'marquee-export';
export const FILM_EXPORT_VERSION = 1;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const timestamp = z.string();
const tmdbId = z.number().int().positive();

/** A movie as the export names it. `year` is the release year when the catalog knows it. */
const exportedMovie = {
  tmdb_id: tmdbId,
  title: z.string(),
  year: z.number().int().nullable(),
};

export const exportedDiaryEntrySchema = z.object({
  ...exportedMovie,
  /** `tt0137523`, null when the catalog doesn't know it; Letterboxd matches on it. */
  imdb_id: z.string().nullable(),
  watched_on: calendarDate,
  /** 1-10, null when the watch wasn't rated. */
  rating: z.number().int().min(1).max(10).nullable(),
  review: z.string().nullable(),
  /** Missing in exports written before diary entries had tags. */
  tags: z.array(z.string()).default([]),
  is_rewatch: z.boolean(),
});

export const exportedRatingSchema = z.object({
  ...exportedMovie,
  rating: z.number().int().min(1).max(10),
  rated_at: timestamp,
});

export const exportedLikeSchema = z.object({ ...exportedMovie, liked_at: timestamp });

/** A movie marked watched, or on the watchlist, since `marked_at`. */
export const exportedMarkedMovieSchema = z.object({ ...exportedMovie, marked_at: timestamp });

export const exportedPlaylistSchema = z.object({
  name: z.string(),
  is_public: z.boolean(),
  created_at: timestamp,
  movies: z.array(z.object({ ...exportedMovie, added_at: timestamp })),
});

export const exportedCommentSchema = z.object({
  comment_id: z.number().int(),
  tmdb_id: tmdbId,
  text: z.string(),
  /** The comment this one answers (possibly someone else's), null for a top-level comment. */
  parent_comment_id: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const exportedVisitSchema = z.object({ ...exportedMovie, visited_at: timestamp });

export const filmExportSchema = z.object({
  format: z.literal(FILM_EXPORT_FORMAT),
  version: z.literal(FILM_EXPORT_VERSION),
  exported_at: timestamp,
  user: z.object({ name: z.string().nullable(), email: z.string() }),
  diary: z.array(exportedDiaryEntrySchema),
  ratings: z.array(exportedRatingSchema),
  likes: z.array(exportedLikeSchema),
  watched: z.array(exportedMarkedMovieSchema),
  watchlist: z.array(exportedMarkedMovieSchema),
  playlists: z.array(exportedPlaylistSchema),
  comments: z.array(exportedCommentSchema),
  visits: z.array(exportedVisitSchema),
});
export type FilmExport = z.infer<typeof filmExportSchema>;
export type ExportedDiaryEntry = z.infer<typeof exportedDiaryEntrySchema>;
export type ExportedPlaylist = z.infer<typeof exportedPlaylistSchema>;
