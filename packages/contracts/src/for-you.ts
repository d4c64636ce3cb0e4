import { z } from 'zod';
import { movieSummarySchema } from './catalog.ts';
import { successEnvelope } from './envelope.ts';

/** Movies in "Recommended for you" (the home row shows the first ones, its View All page all of them). */
export const FOR_YOU_MOVIES = 40;
/** "Because you liked {title}" rows: one per recent like, this many at most. */
export const BECAUSE_YOU_LIKED_ROWS = 2;
/** Movies in each "Because you liked" row. */
export const BECAUSE_YOU_LIKED_MOVIES = 12;

export const FOR_YOU_TITLE = 'Recommended for you';
export const becauseYouLikedTitle = (title: string) => `Because you liked ${title}`;

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
});
export type ForYou = z.infer<typeof forYouSchema>;
export const forYouResponseSchema = successEnvelope(forYouSchema);
export type ForYouResponse = z.infer<typeof forYouResponseSchema>;
