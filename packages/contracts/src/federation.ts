import { z } from 'zod';
import { idField, idParam, successEnvelope } from './envelope.ts';

/** Contract of federation (ActivityPub, ADR 035): the signed-in user's settings, people, blocks and feed. */

export const FEDERATION_OFF_MESSAGE = 'Federation is not turned on for this server';
export const FEDERATION_NEEDS_HANDLE_MESSAGE =
  'Choose a profile handle first: people on other servers follow you by it';
export const FEDERATION_FEED_SIZE = 50;

export const visibilitySchema = z.enum(['public', 'followers', 'private'], {
  message: 'must be public, followers or private',
});
export type Visibility = z.infer<typeof visibilitySchema>;

export const federationSettingsSchema = z.object({
  /** Whether this server federates at all (FEDERATION=on); nothing else works without it. */
  available: z.boolean(),
  enabled: z.boolean(),
  /** Follow requests accepted at once; otherwise they wait for the user. */
  auto_accept: z.boolean(),
  /** The visibility of a new diary entry, rating, comment or public playlist. */
  default_visibility: visibilitySchema,
  /** "For you" may draw on what the people the user follows rated highly. */
  friends_ratings: z.boolean(),
  /** `@handle@host` as people elsewhere write it; null while federation is off for the user. */
  account: z.string().nullable(),
});
export type FederationSettings = z.infer<typeof federationSettingsSchema>;
export const federationSettingsResponseSchema = successEnvelope(federationSettingsSchema);

export const updateFederationSettingsBodySchema = z.object({
  enabled: z.boolean({ message: 'must be true or false' }),
  auto_accept: z.boolean({ message: 'must be true or false' }).default(true),
  default_visibility: visibilitySchema.default('public'),
  friends_ratings: z.boolean({ message: 'must be true or false' }).default(false),
});
export type UpdateFederationSettingsBody = z.input<typeof updateFederationSettingsBodySchema>;

/** `@name@host` or `name@host` (host may carry a port). */
export const fediverseAccountSchema = z
  .string({ message: 'must be text' })
  .trim()
  .max(300, 'is too long')
  .regex(/^@?[\w.-]{1,100}@[a-z0-9.-]{1,200}(:\d{1,5})?$/i, 'must be written @name@host');

export const followBodySchema = z.object({ account: fediverseAccountSchema });

export const federationPersonSchema = z.object({
  relation_id: z.number().int(),
  /** `@name@host`. */
  account: z.string(),
  name: z.string().nullable(),
  actor_url: z.string(),
  status: z.enum(['pending', 'accepted']),
  since: z.string(),
});
export type FederationPerson = z.infer<typeof federationPersonSchema>;
export const federationPeopleResponseSchema = successEnvelope(z.array(federationPersonSchema));
export const federationPersonResponseSchema = successEnvelope(federationPersonSchema);
export const relationParamsSchema = z.object({ relation_id: idParam });

/** Block a person (`@name@host`) or a whole server (`host`): exactly one. */
export const blockBodySchema = z
  .object({
    account: fediverseAccountSchema.optional(),
    server: z
      .string({ message: 'must be text' })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'must be a host name, e.g. example.social')
      .optional(),
  })
  .refine((body) => (body.account === undefined) !== (body.server === undefined), {
    message: 'Give either account or server',
  });
export const federationBlockSchema = z.object({
  block_id: z.number().int(),
  kind: z.enum(['actor', 'server']),
  target: z.string(),
  since: z.string(),
});
export type FederationBlock = z.infer<typeof federationBlockSchema>;
export const federationBlocksResponseSchema = successEnvelope(z.array(federationBlockSchema));
export const federationBlockResponseSchema = successEnvelope(federationBlockSchema);
export const blockParamsSchema = z.object({ block_id: idParam });

export const entryVisibilityParamsSchema = z.object({ entry_id: idParam });
export const entryVisibilityBodySchema = z.object({ visibility: visibilitySchema });
export const entryVisibilityResponseSchema = successEnvelope(
  z.object({ entry_id: z.number().int(), visibility: visibilitySchema }),
);

/** A rating (by the film's TMDB id), a comment or a public playlist: what is published beside diary entries. */
export const publishableItemSchema = z.enum(['rating', 'comment', 'playlist'], {
  message: 'must be rating, comment or playlist',
});
export const itemVisibilityParamsSchema = z.object({ item: publishableItemSchema, item_id: idParam });
export const itemVisibilityResponseSchema = successEnvelope(
  z.object({ item: publishableItemSchema, item_id: z.number().int(), visibility: visibilitySchema }),
);

/** A film post of someone the user follows, as it arrived (their words) with the film matched by TMDB id. */
export const friendsFeedItemSchema = z.object({
  note_url: z.string(),
  /** The post's own page on its server, when it gave one. */
  url: z.string().nullable(),
  author: z.object({ account: z.string(), name: z.string().nullable(), actor_url: z.string() }),
  movie: z.object({
    id: z.number().int(),
    tmdb_id: z.number().int(),
    title: z.string(),
    poster_path: z.string().nullable(),
    release_date: z.string().nullable(),
  }),
  /** Out of 10, when the post gave one. */
  rating: z.number().nullable(),
  /** The post's text, without markup. */
  text: z.string(),
  published_at: z.string(),
});
export type FriendsFeedItem = z.infer<typeof friendsFeedItemSchema>;
export const friendsFeedResponseSchema = successEnvelope(z.array(friendsFeedItemSchema));

/** The kinds of item whose visibility the signed-in user can read: diary entries and the publishable items. */
export const visibilityItemSchema = z.enum(['diary', 'rating', 'comment', 'playlist']);
export type VisibilityItem = z.infer<typeof visibilityItemSchema>;
const VISIBILITY_LOOKUP_MAX = 100;
const visibilityIdList = z
  .string({ message: 'must be a comma-separated list of ids' })
  .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of ids')
  .transform((value) => value.split(',').map(Number))
  .pipe(z.array(idField).max(VISIBILITY_LOOKUP_MAX, `may name at most ${VISIBILITY_LOOKUP_MAX} ids`))
  .optional();
/** `?diary=4,9&rating=603&comment=12`: diary entries by id, ratings by the film's TMDB id, comments, playlists. */
export const visibilityQuerySchema = z.object({
  diary: visibilityIdList,
  rating: visibilityIdList,
  comment: visibilityIdList,
  playlist: visibilityIdList,
});
export type VisibilityQuery = z.infer<typeof visibilityQuerySchema>;
export const itemVisibilitySchema = z.object({
  item: visibilityItemSchema,
  item_id: z.number().int(),
  visibility: visibilitySchema,
});
export const visibilitiesSchema = z.object({
  /** Federation is on for this server and for the user; when false, there is nothing to choose and `items` is empty. */
  enabled: z.boolean(),
  default_visibility: visibilitySchema,
  /** Each item asked, with its own visibility or, when none was chosen, the default it is published with. */
  items: z.array(itemVisibilitySchema),
});
export type Visibilities = z.infer<typeof visibilitiesSchema>;
export const visibilitiesResponseSchema = successEnvelope(visibilitiesSchema);
