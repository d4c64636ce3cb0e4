import { z } from 'zod';
import { idField, idParam, successEnvelope } from './envelope.ts';
import { DIARY_REVIEW_MAX_LENGTH, DIARY_TAG_MAX_LENGTH, DIARY_TAGS_MAX } from './limits.ts';
import { listedMovieSchema, ratingValue } from './library.ts';
import { DIARY_EARLIEST_DATE, isCalendarDate, latestWatchDate } from './diary-rules.ts';
import { cleanText, hasVisibleText } from './text-hygiene.ts';
import { visibilitySchema } from './federation.ts';

/**
 * Contract of the watch diary: one entry per watch of a movie (rewatches are further entries), each with its
 * date and, optionally, a 1-10 rating and a short review.
 */

/** A watch date: a real `YYYY-MM-DD` calendar date, from 1870-01-01 up to tomorrow (time zones run ahead). */
export const watchedOnField = z
  .string({ message: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real calendar date')
  .refine((value) => value >= DIARY_EARLIEST_DATE, `must be on or after ${DIARY_EARLIEST_DATE}`)
  .refine((value) => value <= latestWatchDate(), 'must not be in the future');

/** A review as stored: cleaned like every text people type; one that would show as nothing means no review. */
const reviewText = z
  .string({ message: 'must be text' })
  .overwrite((value) => cleanText(value))
  .max(DIARY_REVIEW_MAX_LENGTH, `must be at most ${DIARY_REVIEW_MAX_LENGTH} characters`)
  .transform((value) => (hasVisibleText(value) ? value : null));

/**
 * An entry's tags, cleaned like every text people type: blank ones dropped, each cut to its limit, a repeat
 * (in any case) kept once, at most DIARY_TAGS_MAX of them.
 */
export const diaryTagsField = z.array(z.string()).transform((tags) => {
  const kept = new Map<string, string>();
  for (const tag of tags) {
    const text = cleanText(tag).trim().slice(0, DIARY_TAG_MAX_LENGTH);
    if (hasVisibleText(text) && !kept.has(text.toLowerCase())) kept.set(text.toLowerCase(), text);
  }
  return [...kept.values()].slice(0, DIARY_TAGS_MAX);
});

export const diaryEntrySchema = listedMovieSchema.extend({
  entry_id: z.number().int(),
  release_date: z.string().nullable(),
  watched_on: z.string(),
  rating: z.number().int().nullable(),
  review: z.string().nullable(),
  /** Labels the person gave the watch (imported from Letterboxd's Tags), in their order. */
  tags: z.array(z.string()),
  /** An earlier watch of the same movie was logged (or the imported diary said so). */
  is_rewatch: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

export const createDiaryEntryBodySchema = z.object({
  tmdb_id: idField,
  /** Defaults to today's UTC date. */
  watched_on: watchedOnField.optional(),
  rating: ratingValue.optional(),
  review: reviewText.optional(),
  /** Who sees it on other servers (federation), set before it is published; the account's default without it. */
  visibility: visibilitySchema.optional(),
});
export type CreateDiaryEntryBody = z.input<typeof createDiaryEntryBodySchema>;

export const updateDiaryEntryBodySchema = z
  .object({
    watched_on: watchedOnField.optional(),
    /** Null clears the rating. */
    rating: ratingValue.nullable().optional(),
    /** Null (or blank text) clears the review. */
    review: reviewText.nullable().optional(),
  })
  .refine(
    (body) => body.watched_on !== undefined || body.rating !== undefined || body.review !== undefined,
    'give at least one of watched_on, rating or review',
  );
export type UpdateDiaryEntryBody = z.input<typeof updateDiaryEntryBodySchema>;

export const diaryEntryParamsSchema = z.object({ entry_id: idParam });

const wholeNumber = z.coerce.number({ message: 'must be a number' }).int('must be a whole number');
export const diaryListQuerySchema = z
  .object({
    year: wholeNumber
      .min(1870, 'must be between 1870 and 9999')
      .max(9999, 'must be between 1870 and 9999')
      .optional(),
    month: wholeNumber.min(1, 'must be between 1 and 12').max(12, 'must be between 1 and 12').optional(),
    page: wholeNumber
      .min(1, 'must be between 1 and 10000')
      .max(10_000, 'must be between 1 and 10000')
      .default(1),
  })
  .refine((query) => query.month === undefined || query.year !== undefined, {
    message: 'month needs a year',
    path: ['month'],
  });
export type DiaryListQuery = z.infer<typeof diaryListQuerySchema>;

export const diaryPageSchema = z.object({
  entries: z.array(diaryEntrySchema),
  pagination: z.object({
    page: z.number().int(),
    total_pages: z.number().int(),
    /** Entries matching the query, over every page. */
    total: z.number().int(),
    page_size: z.number().int(),
  }),
});
export type DiaryPage = z.infer<typeof diaryPageSchema>;

/** What the movie page shows: how often and when last the user watched it, and each watch. */
export const movieDiarySummarySchema = z.object({
  count: z.number().int(),
  last_watched_on: z.string().nullable(),
  entries: z.array(diaryEntrySchema),
});
export type MovieDiarySummary = z.infer<typeof movieDiarySummarySchema>;

export const diaryPageResponseSchema = successEnvelope(diaryPageSchema);
export const diaryEntryResponseSchema = successEnvelope(diaryEntrySchema);
export const diaryEntryDeletedResponseSchema = successEnvelope(z.object({ entry_id: z.number().int() }));
export const movieDiarySummaryResponseSchema = successEnvelope(movieDiarySummarySchema);
export type DiaryPageResponse = z.infer<typeof diaryPageResponseSchema>;
export type DiaryEntryResponse = z.infer<typeof diaryEntryResponseSchema>;
export type MovieDiarySummaryResponse = z.infer<typeof movieDiarySummaryResponseSchema>;
