import { z } from 'zod';
import { idField, idParam, successEnvelope } from './envelope.ts';
import { movieSummarySchema } from './catalog.ts';
import { reasonMovieSchema } from './recommendations.ts';
import { TONIGHT_PICKS, TONIGHT_MAX_PARTNERS } from './watch-tonight-values.ts';

/**
 * Contract of watch-together links (a consented link between two accounts) and Watch tonight (5 picks for a
 * group of partners that no member has watched).
 */

/** Moods the page offers beside the genres; each is a set of genres, any of which fits. */
export const TONIGHT_MOODS = {
  light: { label: 'Light and fun', genreIds: [35, 16, 10751] },
  thrilling: { label: 'Edge of the seat', genreIds: [53, 28, 80] },
  thoughtful: { label: 'Something to think about', genreIds: [18, 36, 99] },
  spooky: { label: 'Spooky', genreIds: [27, 9648] },
  romantic: { label: 'Romantic', genreIds: [10749] },
  epic: { label: 'Far away worlds', genreIds: [878, 14, 12] },
} as const;
export type TonightMood = keyof typeof TONIGHT_MOODS;
const moodKeys = Object.keys(TONIGHT_MOODS) as [TonightMood, ...TonightMood[]];

/** A user id as the auth library makes them; anything else is refused before it reaches the database. */
const userIdField = z.string({ message: 'must be a user id' }).regex(/^[\w-]{1,100}$/, 'must be a user id');

export const watchPartnerSchema = z.object({
  user_id: z.string(),
  /** Display name, else handle. */
  name: z.string(),
  handle: z.string().nullable(),
});
export type WatchPartner = z.infer<typeof watchPartnerSchema>;

export const watchTogetherLinkSchema = z.object({
  invitation_id: z.number().int(),
  /** The other account; null for an invite link nobody has opened yet. */
  other: watchPartnerSchema.nullable(),
  status: z.enum(['pending', 'accepted']),
  /** outgoing: the signed-in user asked; incoming: the other account did. */
  direction: z.enum(['outgoing', 'incoming']),
  created_at: z.string(),
  /** When an invite link stops working; null for an invitation by handle. */
  expires_at: z.string().nullable(),
});
export type WatchTogetherLink = z.infer<typeof watchTogetherLinkSchema>;

export const watchTogetherSchema = z.object({
  partners: z.array(watchTogetherLinkSchema),
  incoming: z.array(watchTogetherLinkSchema),
  outgoing: z.array(watchTogetherLinkSchema),
});
export type WatchTogether = z.infer<typeof watchTogetherSchema>;
export const watchTogetherResponseSchema = successEnvelope(watchTogetherSchema);

export const inviteByHandleBodySchema = z.object({
  handle: z.string({ message: 'must be text' }).trim().min(1, 'is required').max(100, 'is too long'),
});
export const invitationResponseSchema = successEnvelope(watchTogetherLinkSchema);

export const inviteLinkSchema = z.object({
  invitation_id: z.number().int(),
  /** Root-relative address to share; shown once (only a hash of its token is kept, so it can't be shown again). */
  url: z.string(),
  expires_at: z.string(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;
export const inviteLinkResponseSchema = successEnvelope(inviteLinkSchema);

export const invitationParamsSchema = z.object({ invitationId: idParam });
export const inviteTokenParamsSchema = z.object({ token: z.string().min(10).max(100) });

/** What the person opening an invite link sees before answering it. */
export const inviteLinkPreviewSchema = z.object({ from: watchPartnerSchema });
export const inviteLinkPreviewResponseSchema = successEnvelope(inviteLinkPreviewSchema);

export const tonightPicksBodySchema = z.object({
  /** Accepted partners watching with the signed-in user (who always watches). */
  member_ids: z
    .array(userIdField)
    .max(TONIGHT_MAX_PARTNERS, `at most ${TONIGHT_MAX_PARTNERS} partners`)
    .default([]),
  max_runtime: z
    .number({ message: 'must be a number' })
    .int('must be whole minutes')
    .min(30, 'must be at least 30 minutes')
    .max(400, 'must be at most 400 minutes')
    .optional(),
  mood: z.enum(moodKeys, { message: `must be one of ${moodKeys.join(', ')}` }).optional(),
  genre_id: idField.optional(),
  watchlists_only: z.boolean({ message: 'must be true or false' }).default(false),
  /** Live TMDB only: picks streaming on the signed-in user's services in their region (where to watch). */
  on_my_services: z.boolean({ message: 'must be true or false' }).default(false),
  /** Movies already shown ("Another" never repeats one). */
  exclude: z.array(idField).max(200, 'is too long').default([]),
  count: z.number().int().min(1).max(TONIGHT_PICKS).default(TONIGHT_PICKS),
});
export type TonightPicksBody = z.input<typeof tonightPicksBodySchema>;
export type TonightPicksRequest = z.output<typeof tonightPicksBodySchema>;

/** Who reads a member's reason: the member themself ("you") or a partner ("they"). */
const memberSubjectSchema = z.enum(['you', 'they']);

/** How well a pick fits a member's taste while the recommender is down (genres and popularity). */
const tasteMatchSchema = z.enum(['strong', 'match', 'new_ground']);

/**
 * What a member's reason is made of, so a client can say it in its own language; `subject` is who reads it
 * ("you": the member themself, "they": a partner). on_watchlist: the pick is on their watchlist; new_ground:
 * the model placed it for the others only; history: their movies that add most to their score (named, as in
 * "For you"); history_count: as many, for a private member, counted; while the recommender is down, taste (how
 * well it matches), shared_genres (the genres a private member's history shares with it) or liked_genres (their
 * liked movie sharing most genres with it).
 */
export const memberReasonPartsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('on_watchlist'), subject: memberSubjectSchema }),
  z.object({ kind: z.literal('new_ground'), subject: memberSubjectSchema }),
  z.object({
    kind: z.literal('history'),
    subject: memberSubjectSchema,
    movies: z.array(reasonMovieSchema).min(1),
  }),
  z.object({
    kind: z.literal('history_count'),
    subject: memberSubjectSchema,
    count: z.number().int().positive(),
  }),
  z.object({ kind: z.literal('taste'), subject: memberSubjectSchema, match: tasteMatchSchema }),
  z.object({
    kind: z.literal('shared_genres'),
    subject: memberSubjectSchema,
    match: tasteMatchSchema,
    genre_ids: z.array(z.number().int()).min(1),
  }),
  z.object({
    kind: z.literal('liked_genres'),
    subject: memberSubjectSchema,
    match: tasteMatchSchema,
    title: z.string(),
    genre_ids: z.array(z.number().int()).min(1),
  }),
]);
export type MemberReasonParts = z.infer<typeof memberReasonPartsSchema>;

export const memberReasonSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  /** In English, shown after the member's name ("Ben: because they rated Heat 9"). */
  reason: z.string(),
  /** What `reason` says, in parts (absent from servers before them). */
  parts: memberReasonPartsSchema.optional(),
  /** Whether the pick is on this member's watchlist (partners consented to that being seen). */
  on_watchlist: z.boolean(),
});
export type MemberReason = z.infer<typeof memberReasonSchema>;

export const tonightPickSchema = z.object({
  movie: movieSummarySchema,
  /** Each member's reason, the signed-in user first. */
  reasons: z.array(memberReasonSchema),
});
export type TonightPick = z.infer<typeof tonightPickSchema>;

export const tonightPicksSchema = z.object({
  picks: z.array(tonightPickSchema),
  /** True while the recommender is down: the picks come from genres and popularity. */
  limited: z.boolean(),
});
export type TonightPicks = z.infer<typeof tonightPicksSchema>;
export const tonightPicksResponseSchema = successEnvelope(tonightPicksSchema);

export const addToWatchlistsBodySchema = z.object({
  tmdb_id: idField,
  member_ids: z.array(userIdField).max(TONIGHT_MAX_PARTNERS).default([]),
});
export type AddToWatchlistsBody = z.input<typeof addToWatchlistsBodySchema>;
export const addedToWatchlistsSchema = z.object({
  /** Members asked about, the user included. */
  members: z.number().int(),
  /** Watchlists the movie was put on; the others already had it (0 when everyone did). */
  added: z.number().int(),
});
export type AddedToWatchlists = z.infer<typeof addedToWatchlistsSchema>;
export const addToWatchlistsResponseSchema = successEnvelope(addedToWatchlistsSchema);
