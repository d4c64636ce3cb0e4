import { z } from 'zod';
import { movieSummarySchema } from './catalog.ts';
import { successEnvelope } from './envelope.ts';

export const becauseYouLikedSchema = z.object({
  /** The liked movie the row is about. */
  liked: z.object({ id: z.number().int(), title: z.string() }),
  movies: z.array(movieSummarySchema),
});
export type BecauseYouLiked = z.infer<typeof becauseYouLikedSchema>;

/**
 * `GET /api/for-you` (signed in): recommendations from the user's likes, 7+ ratings and watched movies, none
 * of which (nor anything they rated or watched) is ever listed; empty lists when there is nothing to go on.
 */
export const forYouSchema = z.object({
  recommended: z.array(movieSummarySchema),
  because_you_liked: z.array(becauseYouLikedSchema),
  /**
   * True while the recommendation service can't answer: `recommended` is then the catalog's popular movies in
   * the genres the user likes most (FOR_YOU_LIMITED_NOTE says so), and there are no "Because you liked" rows.
   */
  limited: z.boolean(),
});
export type ForYou = z.infer<typeof forYouSchema>;
export const forYouResponseSchema = successEnvelope(forYouSchema);
export type ForYouResponse = z.infer<typeof forYouResponseSchema>;
