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

/** `GET /api/auth-config`: what the sign-in screens offer on this server, and where it lives. */
export const authConfigSchema = z.object({
  /** False when the server has no Google client keys: the Google button says so instead of failing. */
  googleEnabled: z.boolean(),
  /** The OpenID Connect provider's name for its button ("Sign in with {name}"), or null when none is configured. */
  oidcName: z.string().nullable(),
  /** False when the server takes no new email-and-password accounts (sign-in through a provider only). */
  passwordSignUpEnabled: z.boolean(),
  /** The server's password policy: at least 6 characters. */
  minPasswordLength: z.number().int().positive(),
  /**
   * The site's address as people reach it (PUBLIC_URL), or null when unset: addresses handed to other devices
   * and apps (webhooks, calendar feeds, share links) are built on it rather than on the page's own address.
   */
  publicUrl: z.string().nullable(),
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

// better-auth's email endpoints (spec: "payload shapes are internal to the provider"): described here for the
// OpenAPI document; better-auth itself reads and checks the bodies.

/** The user better-auth answers with after sign-up and sign-in. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `POST /api/auth/sign-up/email`: a verification mail goes out; sign-in waits for it. */
export const signUpEmailBodySchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  /** Where the verification link leads once opened, e.g. `/login`. */
  callbackURL: z.string().optional(),
});
export const signUpEmailResponseSchema = z.object({ token: z.string().nullable(), user: authUserSchema });

/** `POST /api/auth/sign-in/email`: sets the session cookie; `token` also serves as a bearer token. */
export const signInEmailBodySchema = z.object({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().optional(),
});
export const signInEmailResponseSchema = z.object({
  redirect: z.boolean(),
  token: z.string(),
  url: z.string().nullable().optional(),
  user: authUserSchema,
});

/** `POST /api/auth/sign-out`: ends the session of the cookie or bearer token sent. */
export const signOutResponseSchema = z.object({ success: z.boolean() });

/** What the auth endpoints answer on failure: the product's envelope with better-auth's code. */
export const authErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
});
