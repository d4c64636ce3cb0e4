import { z } from 'zod';

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
