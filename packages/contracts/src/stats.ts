import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { STATS_MAX_YEAR, STATS_MIN_YEAR } from './limits.ts';

/**
 * Contract of `GET /api/stats?year=YYYY`: the signed-in user's film statistics, from their diary (one entry per
 * watch) joined with the catalog's facts.
 *
 * - A *watch* is one diary entry; a *film* is a distinct movie. Per-year figures give both.
 * - Minutes add up every watch's runtime (a rewatch counts again); a movie whose runtime is unknown adds 0 and is
 *   counted in `films_without_runtime`, so a client can say the total is a lower bound.
 * - Each film has one rating: that of its most recent rated diary entry, or else the user's rating of the movie
 *   (the ratings table), so a movie rated but never logged still counts. The histogram counts films, 1-10.
 * - Top genres, directors and actors count films (actors: the top-billed, `cast_order` below
 *   `TOP_BILLED_CAST`), most first, ties by name.
 * - The review covers `year` (default: the latest year with entries); `null` when the diary is empty.
 * - `watched_list` is what the Watched page counts (films marked watched, dated or not), which the figures above
 *   do not read, so a client can say why the two numbers differ.
 */
export const statsQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'year must be a number' })
    .int('year must be a whole number')
    .min(STATS_MIN_YEAR, `year must be between ${STATS_MIN_YEAR} and ${STATS_MAX_YEAR}`)
    .max(STATS_MAX_YEAR, `year must be between ${STATS_MIN_YEAR} and ${STATS_MAX_YEAR}`)
    .optional(),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const count = z.number().int().nonnegative();

const watchTotalsSchema = z.object({
  watches: count,
  films: count,
  minutes: count,
  films_without_runtime: count,
});

export const yearStatsSchema = watchTotalsSchema.extend({ year: z.number().int() });
export type YearStats = z.infer<typeof yearStatsSchema>;

export const ratingBucketSchema = z.object({ rating: z.number().int(), films: count });
export type RatingBucket = z.infer<typeof ratingBucketSchema>;

export const rankedNameSchema = z.object({ id: z.number().int(), name: z.string(), films: count });
export type RankedName = z.infer<typeof rankedNameSchema>;

export const statsFilmSchema = z.object({
  tmdb_id: z.number().int(),
  title: z.string(),
  poster_path: z.string().nullable(),
});
export type StatsFilm = z.infer<typeof statsFilmSchema>;

export const yearReviewSchema = watchTotalsSchema.extend({
  year: z.number().int(),
  /** Watches in January..December (12 numbers). */
  months: z.array(count).length(12),
  /** The year's films by their rating, best first (at most `REVIEW_TOP_RATED`), ties by first watch. */
  top_rated: z.array(statsFilmSchema.extend({ rating: z.number().int() })),
  /** The genre with the most watches in the year (ties by name), null when no watched film has a genre. */
  top_genre: z.object({ id: z.number().int(), name: z.string(), watches: count }).nullable(),
  first_film: statsFilmSchema.extend({ watched_on: z.string() }).nullable(),
  last_film: statsFilmSchema.extend({ watched_on: z.string() }).nullable(),
  /** Watches of a film already watched before (on an earlier day or earlier the same day), or marked a rewatch. */
  rewatches: count,
  longest_film: statsFilmSchema.extend({ runtime: z.number().int() }).nullable(),
});
export type YearReview = z.infer<typeof yearReviewSchema>;

export const statsSchema = z.object({
  totals: watchTotalsSchema,
  /** Every year with at least one watch, oldest first. */
  years: z.array(yearStatsSchema),
  /** Ratings 1-10, every bucket present. */
  ratings: z.array(ratingBucketSchema),
  top_genres: z.array(rankedNameSchema),
  top_directors: z.array(rankedNameSchema),
  top_actors: z.array(rankedNameSchema),
  review: yearReviewSchema.nullable(),
  watched_list: z.object({
    /** Films marked watched: the Watched page's count. */
    films: count,
    /** Of those, films with no diary entry (watched on no known day): not in the figures above. */
    without_diary_entry: count,
  }),
});
export type Stats = z.infer<typeof statsSchema>;

export const statsResponseSchema = successEnvelope(statsSchema);
export type StatsResponse = z.infer<typeof statsResponseSchema>;
