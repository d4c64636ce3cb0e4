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
/** One release of a movie in a country, as TMDB's `/movie/{id}/release_dates` lists it. */
export const releaseDateSchema = z.object({
  /** US rating ('PG-13'), '' when the release has none. */
  certification: z.string(),
  descriptors: z.array(z.string()),
  iso_639_1: z.string(),
  note: z.string(),
  /** ISO timestamp ('2023-07-21T00:00:00.000Z'). */
  release_date: z.string(),
  /** 1 premiere, 2 limited theatrical, 3 theatrical, 4 digital, 5 physical, 6 TV. */
  type: z.number().int(),
});
export const countryReleaseDatesSchema = z.object({
  iso_3166_1: z.string(),
  release_dates: z.array(releaseDateSchema),
});
export const movieReleaseDatesSchema = z.object({
  id: z.number().int(),
  results: z.array(countryReleaseDatesSchema),
});
export type MovieReleaseDates = z.infer<typeof movieReleaseDatesSchema>;

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
  /** TMDB's `append_to_response=credits`. */
  credits: z.object({ cast: z.array(castMemberSchema), crew: z.array(crewMemberSchema) }).optional(),
  /** TMDB's `append_to_response=release_dates`: certifications by country. */
  release_dates: z.object({ results: z.array(countryReleaseDatesSchema) }).optional(),
});
export type MovieDetails = z.infer<typeof movieDetailsSchema>;

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
  crew: z.array(movieSummarySchema.extend({ job: z.string(), department: z.string() })),
});
export type PersonMovieCredits = z.infer<typeof personMovieCreditsSchema>;

/** TMDB's /person/{id}. Biography, birthday and place of birth come only from TMDB itself (live mode). */
export const personDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_path: z.string().nullable(),
  /** "Acting", "Directing", "Writing", "Production", "Sound"... */
  known_for_department: z.string(),
  biography: z.string().nullable().optional(),
  /** `YYYY-MM-DD`. */
  birthday: z.string().nullable().optional(),
  place_of_birth: z.string().nullable().optional(),
});
export type PersonDetails = z.infer<typeof personDetailsSchema>;

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

/** What `append_to_response` may add to a movie's details; other values are ignored, as TMDB ignores them. */
export const MOVIE_APPENDICES = ['credits', 'release_dates', 'videos'] as const;
export type MovieAppendix = (typeof MOVIE_APPENDICES)[number];
const isMovieAppendix = (value: string): value is MovieAppendix =>
  (MOVIE_APPENDICES as readonly string[]).includes(value);
export const movieDetailsQuerySchema = z.object({
  append_to_response: z
    .string()
    .max(200, 'append_to_response must be at most 200 characters')
    .regex(/^[a-z_,]*$/, 'append_to_response must be a comma-separated list such as credits,release_dates')
    .default('')
    .transform((value) => [...new Set(value.split(',').filter(isMovieAppendix))]),
});
export const batchQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of movie ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_BATCH_IDS, `at most ${MAX_BATCH_IDS} ids`)
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), `ids must be between 1 and ${MAX_ID}`),
});
