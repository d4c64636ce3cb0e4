import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH } from './limits.ts';
import { cleanDisplayName, hasVisibleText } from './text-hygiene.ts';

const PLAIN_NAME = `must be plain text of at most ${DISPLAY_NAME_MAX_LENGTH} characters`;

/**
 * A display name, wherever one is written (sign-up, profile update, a provider's profile): text without
 * control characters, at most 100 characters as sent; stored cleaned ({@link cleanDisplayName}: bidirectional
 * overrides and invisible characters taken out) and refused when nothing visible is left.
 */
export const displayNameSchema = z
  .string({ message: PLAIN_NAME })
  .max(DISPLAY_NAME_MAX_LENGTH, PLAIN_NAME)
  .refine((name) => !/\p{Cc}/u.test(name), PLAIN_NAME)
  .overwrite(cleanDisplayName)
  .refine(hasVisibleText, 'must not be blank');

/** `GET /api/auth-config`: what the sign-in screens offer on this server. */
export const authConfigSchema = z.object({
  /** False when the server has no Google client keys: the Google button says so instead of failing. */
  googleEnabled: z.boolean(),
  /** The OpenID Connect provider's name for its button ("Sign in with {name}"), or null when none is configured. */
  oidcName: z.string().nullable(),
  /** False when the server takes no new email-and-password accounts (sign-in through a provider only). */
  passwordSignUpEnabled: z.boolean(),
  /** The server's password policy: at least 6 characters. */
  minPasswordLength: z.number().int().positive(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The signed-in user as the product sees it (spec: uid, displayName, email, emailVerified). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Null until chosen (a Google account without a name). */
  name: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
