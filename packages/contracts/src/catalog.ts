import { z } from 'zod';
import { idParam } from './envelope.ts';
import { MAX_BATCH_IDS, MAX_ID, MAX_LISTING_PAGE } from './limits.ts';

export const movieSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  original_language: z.string().nullable().optional(),
  overview: z.string(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable(),
  vote_average: z.number(),
  vote_count: z.number().int(),
  popularity: z.number(),
  release_date: z.string(),
  genre_ids: z.array(z.number().int()),
});
export type MovieSummary = z.infer<typeof movieSummarySchema>;

export const movieListPageSchema = z.object({
  page: z.number().int(),
  results: z.array(movieSummarySchema),
  total_pages: z.number().int(),
  total_results: z.number().int(),
});
export type MovieListPage = z.infer<typeof movieListPageSchema>;

const namedEntity = z.object({ id: z.number().int(), name: z.string() });

export const movieDetailsSchema = movieSummarySchema.omit({ genre_ids: true }).extend({
  runtime: z.number().int().nullable(),
  genres: z.array(namedEntity),
  production_companies: z.array(namedEntity.extend({ logo_path: z.string().nullable().optional() })),
  tagline: z.string().nullable().optional(),
  /** TMDB's `append_to_response=videos`: the trailer (YouTube key) where one is known. */
  videos: z
    .object({
      results: z.array(z.object({ key: z.string(), site: z.string(), type: z.string(), name: z.string() })),
    })
    .optional(),
});
export type MovieDetails = z.infer<typeof movieDetailsSchema>;

export const castMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  character: z.string().nullable(),
  profile_path: z.string().nullable(),
  order: z.number().int(),
});
export const crewMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job: z.string(),
  department: z.string(),
  profile_path: z.string().nullable(),
});
export const movieCreditsSchema = z.object({
  id: z.number().int(),
  cast: z.array(castMemberSchema),
  crew: z.array(crewMemberSchema),
});
export type CastMember = z.infer<typeof castMemberSchema>;
export type MovieCredits = z.infer<typeof movieCreditsSchema>;

export const personMovieCreditsSchema = z.object({
  id: z.number().int(),
  cast: z.array(movieSummarySchema.extend({ character: z.string().nullable() })),
  crew: z.array(movieSummarySchema.extend({ job: z.string() })),
});
export type PersonMovieCredits = z.infer<typeof personMovieCreditsSchema>;

/** TMDB's /search/person: people whose name matches, each with a few films they are known for. */
export const personSearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_path: z.string().nullable(),
  /** "Acting" or "Directing" (TMDB also has "Writing", "Production"...). */
  known_for_department: z.string(),
  popularity: z.number(),
  known_for: z.array(movieSummarySchema.extend({ media_type: z.literal('movie') })),
});
export const personSearchPageSchema = z.object({
  page: z.number().int(),
  results: z.array(personSearchResultSchema),
  total_pages: z.number().int(),
  total_results: z.number().int(),
});
export type PersonSearchResult = z.infer<typeof personSearchResultSchema>;
export type PersonSearchPage = z.infer<typeof personSearchPageSchema>;

/** Our batch route: many movies in one call (the movie page resolves 10-12 recommendations at once). */
export const movieBatchSchema = z.object({
  results: z.array(movieDetailsSchema),
  /** Ids asked for and not in `results`: unknown, or not available from the movie database right now. */
  missing: z.array(z.number().int()),
});
export type MovieBatch = z.infer<typeof movieBatchSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be between 1 and 500')
    .max(MAX_LISTING_PAGE, 'page must be between 1 and 500')
    .default(1),
});
export const searchQuerySchema = pageQuerySchema.extend({
  query: z.string().max(500, 'query must be at most 500 characters').default(''),
});
export const discoverQuerySchema = pageQuerySchema.extend({ with_genres: idParam });
export const idParamsSchema = z.object({ id: idParam });
export const batchQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of movie ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_BATCH_IDS, `at most ${MAX_BATCH_IDS} ids`)
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), `ids must be between 1 and ${MAX_ID}`),
});
