import { z } from 'zod';
import { movieSummarySchema } from './catalog.ts';
import { successEnvelope } from './envelope.ts';
import { recommendedMovieSchema } from './recommendations.ts';

export const becauseYouLikedSchema = z.object({
  /** The liked movie the row is about. */
  liked: z.object({ id: z.number().int(), title: z.string() }),
  movies: z.array(recommendedMovieSchema),
});
export type BecauseYouLiked = z.infer<typeof becauseYouLikedSchema>;

/**
 * `GET /api/for-you` (signed in): recommendations from the user's likes, 7+ ratings and watched movies, none
 * of which (nor anything they rated or watched) is ever listed; empty lists when there is nothing to go on.
 */
export const forYouSchema = z.object({
  /** Each with its reason: the user's own movies that add most to its score ("Because you rated Heat 9..."). */
  recommended: z.array(recommendedMovieSchema),
  because_you_liked: z.array(becauseYouLikedSchema),
  /**
   * True while the recommendation service can't answer: `recommended` is then the catalog's popular movies in
   * the genres the user likes most (FOR_YOU_LIMITED_NOTE says so), and there are no "Because you liked" rows.
   */
  limited: z.boolean(),
  /**
   * How many movies the user liked, rated 7+ or watched: below FOR_YOU_STARTER_LIKES the home page asks them
   * to like a few films from a varied grid (`GET /api/for-you/starter`). Absent from an older API.
   */
  taste_movies: z.number().int().nonnegative().optional(),
});
export type ForYou = z.infer<typeof forYouSchema>;
export const forYouResponseSchema = successEnvelope(forYouSchema);
export type ForYouResponse = z.infer<typeof forYouResponseSchema>;

/** `GET /api/for-you/starter` (signed in): a varied grid to like a few films from, each from another genre. */
export const forYouStarterResponseSchema = successEnvelope(z.array(movieSummarySchema));
export type ForYouStarterResponse = z.infer<typeof forYouStarterResponseSchema>;
