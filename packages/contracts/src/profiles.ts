import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { listedMovieSchema } from './library.ts';
import { handleProblem, normaliseHandle } from './profile-handles.ts';

/** Contract of opt-in public profiles (`/u/{handle}`) and the signed-in user's own profile settings. */

export const handleSchema = z
  .string({ message: 'must be text' })
  .describe('3-30 characters: a-z, 0-9, _ and -; case-insensitive; a few names are reserved')
  .transform(normaliseHandle)
  .superRefine((handle, context) => {
    const problem = handleProblem(handle);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const ownProfileSchema = z.object({
  /** Null until the user first picks one. */
  handle: z.string().nullable(),
  is_public: z.boolean(),
  /** Root-relative address of the public profile (`/u/{handle}`), null without a handle. */
  profile_url: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileResponseSchema = successEnvelope(ownProfileSchema);
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

export const updateProfileBodySchema = z.object({
  handle: handleSchema,
  is_public: z.boolean({ message: 'must be true or false' }),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const profileHandleParamsSchema = z.object({ handle: z.string().max(100, 'is too long') });

export const publicDiaryEntrySchema = listedMovieSchema.extend({
  release_date: z.string().nullable(),
  watched_on: z.string(),
  rating: z.number().int().nullable(),
  review: z.string().nullable(),
  is_rewatch: z.boolean(),
});
export type PublicDiaryEntry = z.infer<typeof publicDiaryEntrySchema>;

/** A public playlist as a profile lists it: reached through its share link, never by its id. */
export const publicPlaylistSummarySchema = z.object({
  name: z.string(),
  movie_count: z.number().int(),
  share_url: z.string(),
  /** The newest few movies, for the preview. */
  preview: z.array(listedMovieSchema),
});
export type PublicPlaylistSummary = z.infer<typeof publicPlaylistSummarySchema>;

export const publicProfileSchema = z.object({
  handle: z.string(),
  display_name: z.string(),
  diary: z.array(publicDiaryEntrySchema),
  favourites: z.array(listedMovieSchema),
  playlists: z.array(publicPlaylistSummarySchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = successEnvelope(publicProfileSchema);
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;
