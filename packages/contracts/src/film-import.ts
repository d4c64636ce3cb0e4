import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

/**
 * Contract of importing a user's film history (`POST /api/import`) and exporting everything they own
 * (`GET /api/export`).
 *
 * The upload is the file's raw bytes (`Content-Type: application/octet-stream`), with `?file_name=` so the
 * source can be recognised: a Letterboxd export zip, an IMDb ratings CSV, a Trakt JSON export (a zip of its
 * JSON files or one JSON file) or Marquee's own export zip. A file that can't be read at all is answered
 * `400 { success: false, message }` naming the file and the line, before anything is written. Otherwise the
 * answer is `200 application/x-ndjson`: `progress` lines while rows are matched, then one `report` line written
 * after the single transaction committed (or one `error` line if it rolled back, and nothing was written).
 */
export const IMPORT_SOURCES = ['letterboxd', 'imdb', 'trakt', 'marquee'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const importQuerySchema = z.object({
  file_name: z.string().trim().min(1, 'file_name is required').max(255),
});

export const importUnmatchedRowSchema = z.object({
  /** File inside the upload (`diary.csv`, `lists/horror.csv`, `watched-history.json`). */
  file: z.string(),
  /**
   * 1-based line in a CSV (the header is line 1) or 1-based item index in a JSON array; 0 when a skipped note is
   * about a whole file (a Letterboxd export's profile.csv).
   */
  line: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  imdb_id: z.string().nullable(),
  reason: z.string(),
});
export type ImportUnmatchedRow = z.infer<typeof importUnmatchedRowSchema>;

/** Rows listed in each of a report's lists (unmatched, skipped, adjusted); the counts cover them all. */
export const IMPORT_REPORT_LIST_LIMIT = 1000;

export const importReportSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  /** Rows read from every file of the upload. */
  rows: z.number().int(),
  /** Rows whose movie was found. */
  matched: z.number().int(),
  /** Records this import added (a second import of the same file creates 0). */
  created: z.object({
    diary_entries: z.number().int(),
    /** Reviews put on diary entries: on the entries this import added, or on ones already here without a review. */
    reviews: z.number().int(),
    ratings: z.number().int(),
    likes: z.number().int(),
    watched: z.number().int(),
    watchlist: z.number().int(),
    playlists: z.number().int(),
    playlist_movies: z.number().int(),
    visits: z.number().int(),
    /** Comments restored from a Marquee export. */
    comments: z.number().int(),
    /** Movies added to the local catalog from TMDB to match rows (live-TMDB mode only). */
    catalog_movies: z.number().int(),
  }),
  /** Rows whose movie was not found (rows - matched of them), the first IMPORT_REPORT_LIST_LIMIT listed. */
  unmatched: z.array(importUnmatchedRowSchema),
  /**
   * Rows left out on purpose (TV series and episodes, blank comments), and what an export holds that has nowhere
   * to go here (a list's description and tags, a Letterboxd profile), each with its reason.
   */
  skipped_count: z.number().int(),
  skipped: z.array(importUnmatchedRowSchema),
  /** Rows saved with a change (a review cut to its limit, a future date moved to today), each saying what. */
  adjusted_count: z.number().int(),
  adjusted: z.array(importUnmatchedRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importStreamLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('report'), report: importReportSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ImportStreamLine = z.infer<typeof importStreamLineSchema>;

/** Answer of a finished import, for clients that wait for the whole stream. */
export const importResponseSchema = successEnvelope(importReportSchema);
