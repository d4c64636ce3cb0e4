import { z } from 'zod';
import { movieSummarySchema } from './catalog.ts';
import { idListParam, idParam, successEnvelope } from './envelope.ts';

/**
 * What put a movie in another movie's list, as the model found it (decision 024): co_liked when the
 * collaborative model's weight put it there; otherwise the content facts that added most to their similarity
 * (directors', leads' names, keywords or genres), or `similar` when only the overview or meaning index did.
 */
export const recommendationEvidenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('co_liked') }),
  z.object({ kind: z.literal('director'), names: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('cast'), names: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('keywords'), keywords: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('genres'), genreIds: z.array(z.number().int()).min(1) }),
  z.object({ kind: z.literal('similar') }),
]);
export type RecommendationEvidence = z.infer<typeof recommendationEvidenceSchema>;

/** One history movie's part in a history answer's score: the term it added (contributions sum to the rating). */
export const historyContributionSchema = z.object({
  tmdbId: z.number().int().positive(),
  contribution: z.number(),
});
export type HistoryContribution = z.infer<typeof historyContributionSchema>;

/**
 * One item of the recommendation service's answers; rating is the model's score. `reason` (from `/recommend`)
 * says why the movie is in the asked movie's list; `because` (from `/recommend/history`) lists the history
 * movies whose terms add most to the rating, largest first. Both are absent from an older service.
 */
export const recommendationItemSchema = z.object({
  tmdbId: z.number().int().positive(),
  rating: z.number(),
  reason: recommendationEvidenceSchema.optional(),
  because: z.array(historyContributionSchema).optional(),
});
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;
export const recommendationListSchema = z.array(recommendationItemSchema);

export const recommendationsParamsSchema = z.object({ tmdbId: idParam });

/** A movie named in a reason ("Heat"), with the user's own score of it in a "For you" reason. */
export const reasonMovieSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The user's rating (1-10) when the reason says "you rated"; absent for a like or a watch. */
  rating: z.number().int().optional(),
  /** True when a "For you" reason says "you liked" it. */
  liked: z.boolean().optional(),
});

/**
 * Why a movie is recommended, in words: `text` in full ("Because you rated Heat 9 and liked Collateral"),
 * `short` for the card's one line. `kind` says where it comes from: the model's item evidence (co_liked,
 * director, cast, keywords, genres, similar), the user's own movies with the largest contributions (history),
 * the catalog source's own list (source, live TMDB), or the simpler pick while the recommender is down
 * (popular_in_genres). `movies` are the movies it names.
 *
 * The other fields are what the words are made of, so a client can say them in its own language: `names`
 * (director, cast), `keywords` (as TMDB gives them), `genre_ids` (genres, popular_in_genres) and `subject` (who
 * did what a history reason's movies say: "you", "they" for another member of a group, or "friends", whose
 * ratings its movies carry). Servers before them sent `text` and `short` only; the English of both is unchanged.
 */
export const recommendationReasonSchema = z.object({
  kind: z.enum([
    'co_liked',
    'director',
    'cast',
    'keywords',
    'genres',
    'similar',
    'history',
    'source',
    'popular_in_genres',
  ]),
  text: z.string(),
  short: z.string(),
  movies: z.array(reasonMovieSchema),
  names: z.array(z.string()).optional(),
  keywords: z.array(z.string()).optional(),
  genre_ids: z.array(z.number().int()).optional(),
  subject: z.enum(['you', 'they', 'friends']).optional(),
});
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

/** A recommended movie as the API answers it: the movie and why. */
export const recommendedMovieSchema = movieSummarySchema.extend({ reason: recommendationReasonSchema });
export type RecommendedMovie = z.infer<typeof recommendedMovieSchema>;

/** `GET /api/recommendations/:tmdbId`: the recommended movies, resolved through the catalog, best first. */
export const recommendationsResponseSchema = successEnvelope(z.array(recommendedMovieSchema));
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

// The recommendation service's own API (services/recommender), asked by the API's recommender client.

/** The service answers at most this many movies, and reads at most this many movies of a user's history. */
export const RECOMMENDER_MAX_TOP_N = 50;
export const RECOMMENDER_MAX_HISTORY = 100;
/** Header naming the model that made an answer: answers kept under it stay right until it changes. */
export const MODEL_VERSION_HEADER = 'x-model-version';
/** Header naming the site whose catalog the recommender learns from: the API checks it is its own. */
export const CATALOG_ID_HEADER = 'x-catalog-id';

const topNParam = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, `must be between 1 and ${RECOMMENDER_MAX_TOP_N}`)
  .max(RECOMMENDER_MAX_TOP_N, `must be between 1 and ${RECOMMENDER_MAX_TOP_N}`)
  .default(10);

/** `GET /recommend?tmdb_id=&top_n=`: the movies like one movie. */
export const recommendQuerySchema = z.object({ tmdb_id: idParam, top_n: topNParam });

/** Candidates `/recommend/history` scores at most when asked for given movies (`candidate_ids`). */
export const RECOMMENDER_MAX_CANDIDATES = 200;

/**
 * `GET /recommend/history?tmdb_ids=&top_n=[&candidate_ids=]`: the movies for a user's history, most recent
 * first. With `candidate_ids`, the answer scores exactly those movies (any order, history and unscored ones
 * left out), so several people's scores of the same movies can be compared (a group pick).
 */
export const recommendHistoryQuerySchema = z.object({
  tmdb_ids: idListParam(RECOMMENDER_MAX_HISTORY),
  top_n: topNParam,
  candidate_ids: idListParam(RECOMMENDER_MAX_CANDIDATES).optional(),
});

/** `GET /health`: 200 once a model is in service, 503 while the first one trains. */
export const recommenderHealthSchema = z.object({
  status: z.enum(['ok', 'training']),
  movies: z.number().int().nonnegative(),
  trainedAt: z.string().nullable(),
  version: z.string().nullable(),
  /** The site id of the catalog the model learns from (null until known). */
  catalog: z.string().nullable().optional(),
});
export type RecommenderHealth = z.infer<typeof recommenderHealthSchema>;
