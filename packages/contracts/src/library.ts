import { z } from 'zod';
import { idField, idListParam, idParam, successEnvelope } from './envelope.ts';
import {
  COMMENT_MAX_LENGTH,
  COMMENTS_PAGE_SIZE,
  COMMENTS_MAX_PAGE_SIZE,
  LIBRARY_STATUSES_MAX_IDS,
  PLAYLIST_NAME_MAX_LENGTH,
  RATING_MIN,
  RATING_MAX,
} from './limits.ts';
import { cleanText, hasVisibleText } from './text-hygiene.ts';
import { visibilitySchema } from './federation.ts';

/** Contract of the personal library: likes, watch status, ratings, comments, playlists, visits. */

/** Catalog facts stored with each list item, so a list renders without one catalog call per movie. */
export const movieSnapshotSchema = z.object({
  tmdb_id: z.number().int(),
  title: z.string(),
  poster_path: z.string().nullable(),
  vote_average: z.number(),
});
export type MovieSnapshot = z.infer<typeof movieSnapshotSchema>;
/** A stored list item as the API answers it: the snapshot plus `id` (= tmdb_id), so it is directly a movie reference. */
export const listedMovieSchema = movieSnapshotSchema.extend({ id: z.number().int() });

export const tmdbIdBodySchema = z.object({ tmdb_id: idField });
export const tmdbIdParamsSchema = z.object({ tmdb_id: idParam });
export const tmdbIdCamelParamsSchema = z.object({ tmdbId: idParam });

// Likes
export const likedMovieSchema = listedMovieSchema.extend({
  like_id: z.number().int(),
  movie_id: z.number().int(),
  created_at: z.string(),
});
export type LikedMovie = z.infer<typeof likedMovieSchema>;
export const likesResponseSchema = successEnvelope(z.array(likedMovieSchema));
export const likeCreatedResponseSchema = successEnvelope(
  z.object({ like_id: z.number().int(), tmdb_id: z.number().int() }),
);
export const likeRemovedResponseSchema = successEnvelope(z.object({ tmdb_id: z.number().int() }));

// Watch status
export const WATCH_STATUSES = ['watched', 'want_to_watch'] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];
export const watchStatusBodySchema = z.object({
  tmdb_id: idField,
  status: z.enum(WATCH_STATUSES, { message: "must be 'watched' or 'want_to_watch'" }),
});
export type WatchStatusBody = z.infer<typeof watchStatusBodySchema>;
export const watchStatusItemSchema = listedMovieSchema.extend({
  status: z.enum(WATCH_STATUSES),
  updated_at: z.string(),
});
export type WatchStatusItem = z.infer<typeof watchStatusItemSchema>;
export const watchStatusListResponseSchema = successEnvelope(z.array(watchStatusItemSchema));
export const watchStatusResponseSchema = successEnvelope(watchStatusItemSchema);

// Ratings
/** A whole-number rating from 1 to 10 (a movie's rating, a diary entry's). */
export const ratingValue = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(RATING_MIN, `must be between ${RATING_MIN} and ${RATING_MAX}`)
  .max(RATING_MAX, `must be between ${RATING_MIN} and ${RATING_MAX}`);
export const ratingBodySchema = z.object({ tmdb_id: idField, rating: ratingValue });
export type RatingBody = z.infer<typeof ratingBodySchema>;
export const userRatingSchema = z.object({ tmdb_id: z.number().int(), rating: z.number().int().nullable() });
export type UserRating = z.infer<typeof userRatingSchema>;
export const movieRatingSummarySchema = z.object({
  tmdb_id: z.number().int(),
  total_ratings: z.number().int(),
  /** Null while nobody has rated the movie. */
  average_rating: z.number().nullable(),
});
export type MovieRatingSummary = z.infer<typeof movieRatingSummarySchema>;
export const userRatingResponseSchema = successEnvelope(userRatingSchema);
export const movieRatingSummaryResponseSchema = successEnvelope(movieRatingSummarySchema);

// Statuses on posters
/** `GET /api/library/statuses?tmdb_ids=550,680`: the user's marks for the movies a page shows, in one request. */
export const libraryStatusesQuerySchema = z.object({ tmdb_ids: idListParam(LIBRARY_STATUSES_MAX_IDS) });
/** What the signed-in user did with one movie: the mark on its poster. */
export const libraryStatusSchema = z.object({
  tmdb_id: z.number().int(),
  watched: z.boolean(),
  want_to_watch: z.boolean(),
  liked: z.boolean(),
  /** Their own rating, 1 to 10; null when they have not rated it. */
  rating: z.number().int().nullable(),
  /**
   * The average rating (one decimal) of the people they follow who posted one, when they let their marks use
   * friends' ratings (federation settings); null otherwise.
   */
  friends_rating: z.number().nullable(),
});
export type LibraryStatus = z.infer<typeof libraryStatusSchema>;
/** One entry per movie asked about (once each, in the order asked), marked or not. */
export const libraryStatusesResponseSchema = successEnvelope(z.array(libraryStatusSchema));
export type LibraryStatusesResponse = z.infer<typeof libraryStatusesResponseSchema>;

/** Text people write: cleaned (NUL removed, combining marks capped, trimmed), refused when it would show as nothing. */
export const userText = (maxLength: number, options: { singleLine?: boolean } = {}) =>
  z
    .string({ message: 'must be text' })
    .overwrite((value) => cleanText(value, options))
    .refine(hasVisibleText, 'must not be blank')
    .max(maxLength, `must be at most ${maxLength} characters`);

// Comments
const commentText = userText(COMMENT_MAX_LENGTH);
export const createCommentBodySchema = z.object({
  tmdb_id: idField,
  comment_text: commentText,
  parent_comment_id: idField.nullable().optional(),
  /** Who sees it on other servers (federation), set before it is published; the account's default without it. */
  visibility: visibilitySchema.optional(),
});
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;
export const updateCommentBodySchema = z.object({ comment_text: commentText });
export const commentIdParamsSchema = z.object({ commentId: idParam });
export const commentsQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(1),
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${COMMENTS_MAX_PAGE_SIZE}`)
    .max(COMMENTS_MAX_PAGE_SIZE, `must be between 1 and ${COMMENTS_MAX_PAGE_SIZE}`)
    .default(COMMENTS_PAGE_SIZE),
});

const commentFields = z.object({
  comment_id: z.number().int(),
  user_id: z.string(),
  tmdb_id: z.number().int(),
  comment_text: z.string(),
  parent_comment_id: z.number().int().nullable(),
  depth: z.number().int(),
  is_deleted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({ displayName: z.string() }),
  /** Whether the signed-in viewer wrote it (and so may edit or delete it). */
  is_own: z.boolean(),
});
// Depth is bounded (3), so the tree is spelled out rather than recursive: exact types and plain JSON schema.
const depth3Comment = commentFields.extend({ replies: z.array(commentFields).max(0) });
const depth2Comment = commentFields.extend({ replies: z.array(depth3Comment) });
export const commentSchema = commentFields.extend({ replies: z.array(depth2Comment) });
export type Comment = z.infer<typeof commentFields> & { replies: Comment[] };
export const commentsPageSchema = z.object({
  comments: z.array(commentSchema),
  pagination: z.object({
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    totalRootComments: z.number().int(),
    /** Every comment shown, replies included: the count beside the section's heading. */
    totalComments: z.number().int(),
    limit: z.number().int(),
  }),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;
export const commentsPageResponseSchema = successEnvelope(commentsPageSchema);
export const commentResponseSchema = successEnvelope(depth3Comment);
export const commentDeletedResponseSchema = successEnvelope(
  z.object({ comment_id: z.number().int(), kept_as_deleted_marker: z.boolean() }),
);

// Playlists
export const playlistBodySchema = z.object({
  name: userText(PLAYLIST_NAME_MAX_LENGTH, { singleLine: true }),
});
export const playlistSchema = z.object({
  playlist_id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  movie_count: z.number().int(),
  /** Shown on the owner's public profile and readable by anyone with its share link. */
  is_public: z.boolean(),
  /** Root-relative share link (`/p/{token}`) while the playlist is public, null while it is private. */
  share_url: z.string().nullable(),
});
export type Playlist = z.infer<typeof playlistSchema>;
export const playlistVisibilityBodySchema = z.object({
  is_public: z.boolean({ message: 'must be true or false' }),
});
export const playlistIdParamsSchema = z.object({ id: idParam });
export const playlistMovieParamsSchema = z.object({ id: idParam, tmdb_id: idParam });
export const playlistMovieSchema = listedMovieSchema.extend({
  playlist_id: z.number().int(),
  added_at: z.string(),
});
export type PlaylistMovie = z.infer<typeof playlistMovieSchema>;
export const playlistsResponseSchema = successEnvelope(z.array(playlistSchema));
export const playlistResponseSchema = successEnvelope(playlistSchema);
export const playlistDeletedResponseSchema = successEnvelope(z.object({ playlist_id: z.number().int() }));
export const playlistMoviesResponseSchema = successEnvelope(z.array(playlistMovieSchema));
export const playlistMovieResponseSchema = successEnvelope(playlistMovieSchema);
export const playlistMovieRemovedResponseSchema = successEnvelope(
  z.object({ playlist_id: z.number().int(), tmdb_id: z.number().int() }),
);
export const shareTokenParamsSchema = z.object({
  token: z.string().min(1, 'must not be empty').max(100, 'is too long'),
});
/** A public playlist read through its share link: no ids, and the owner's handle only when their profile is public. */
export const sharedPlaylistSchema = z.object({
  name: z.string(),
  movie_count: z.number().int(),
  owner: z.object({ display_name: z.string(), handle: z.string().nullable() }),
  movies: z.array(listedMovieSchema.extend({ added_at: z.string() })),
});
export type SharedPlaylist = z.infer<typeof sharedPlaylistSchema>;
export const sharedPlaylistResponseSchema = successEnvelope(sharedPlaylistSchema);

// Visits
export const visitSchema = listedMovieSchema.extend({ visited_at: z.string() });
export type Visit = z.infer<typeof visitSchema>;
export const visitsResponseSchema = successEnvelope(z.array(visitSchema));
export const visitResponseSchema = successEnvelope(visitSchema);

/** Response types of the library routes, for typed clients. */
export type LikesResponse = z.infer<typeof likesResponseSchema>;
export type WatchStatusListResponse = z.infer<typeof watchStatusListResponseSchema>;
export type UserRatingResponse = z.infer<typeof userRatingResponseSchema>;
export type MovieRatingSummaryResponse = z.infer<typeof movieRatingSummaryResponseSchema>;
export type CommentsPageResponse = z.infer<typeof commentsPageResponseSchema>;
export type PlaylistsResponse = z.infer<typeof playlistsResponseSchema>;
export type PlaylistResponse = z.infer<typeof playlistResponseSchema>;
export type PlaylistMoviesResponse = z.infer<typeof playlistMoviesResponseSchema>;
export type SharedPlaylistResponse = z.infer<typeof sharedPlaylistResponseSchema>;
export type VisitsResponse = z.infer<typeof visitsResponseSchema>;
