import { z } from 'zod';
import { idParam, successEnvelope } from './envelope.ts';
import { userText } from './library.ts';
import { API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_SCOPES } from './integration-values.ts';

/** Contract of personal API tokens (Settings → API tokens), sent as `Authorization: Bearer <token>`. */

export const createApiTokenBodySchema = z.object({
  name: userText(API_TOKEN_NAME_MAX_LENGTH, { singleLine: true }),
  scope: z.enum(API_TOKEN_SCOPES, { message: "must be 'read' or 'read-write'" }),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

export const apiTokenSchema = z.object({
  token_id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The first characters of the token, to tell tokens apart; the rest is never stored. */
  token_start: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListResponseSchema = successEnvelope(z.array(apiTokenSchema));
/** The whole token, in this answer only. */
export const createdApiTokenResponseSchema = successEnvelope(apiTokenSchema.extend({ token: z.string() }));
export type CreatedApiToken = z.infer<typeof createdApiTokenResponseSchema>['data'];
export const apiTokenIdParamsSchema = z.object({ tokenId: idParam });
export const apiTokenRevokedResponseSchema = successEnvelope(z.object({ revoked: z.literal(true) }));
