import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { getMigrations } from 'better-auth/db/migration';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { sql, type Kysely } from 'kysely';
import { cleanDisplayName, displayNameSchema, hasVisibleText } from '@marquee/contracts';
import type { AppContext } from '../../context.ts';
import { trustedOrigins } from '../../platform/origins.ts';
import { refuseForeignCallbacks } from './auth-callback-urls.ts';
import { readUserLanguage, requestLanguage } from '../../platform/wording/user-language.ts';
import { authMail } from './auth-mail.ts';
import { mailLinkFor } from './mail-link-origin.ts';
import { testPasswordHashing } from './test-password-hashing.ts';

export const MIN_PASSWORD_LENGTH = 6;
const GOOGLE_ISSUER = 'https://accounts.google.com';
const LOOKS_LIKE_EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u;

type AuthDependencies = Pick<AppContext, 'config' | 'database' | 'mailer' | 'log'> & {
  secret: string;
  /** Runs when a session row is deleted (sign-out, revocation, password reset), on the instance that deleted it. */
  onSessionEnded?: (token: string) => Promise<void>;
  /** Whether a password-reset mail may go to this address now (a throttle); every request mails without it. */
  mayMailReset?: (email: string) => Promise<boolean>;
  /** The same for a verification or email-change mail. */
  mayMailVerification?: (email: string) => Promise<boolean>;
};

export function isGoogleConfigured(config: AppContext['config']): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** The generic OpenID Connect provider (OIDC_*), signed in through at /api/auth/sign-in/social as `oidc`. */
export const OIDC_PROVIDER_ID = 'oidc';

export function isOidcConfigured(config: AppContext['config']): boolean {
  return Boolean(config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
}

/** Google and the generic provider are both OpenID Connect: one configuration, discovered from the issuer. */
function openIdProvider(
  providerId: string,
  name: string,
  issuer: string,
  clientId: string,
  clientSecret: string,
) {
  return {
    providerId,
    name,
    clientId,
    clientSecret,
    discoveryUrl: `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    requireIdTokenVerification: true,
    pkce: true,
    // Signing out of Marquee must never sign the person out of their provider account.
    disableProviderLogout: true,
    scopes: ['openid', 'email', 'profile'],
    // An account without a name gets one on /profile-setup; self-hosted providers often give only a username.
    mapProfileToUser: (profile: { name?: unknown; preferred_username?: unknown }) => {
      const chosen = [profile.name, profile.preferred_username].find(
        (value): value is string => typeof value === 'string' && hasVisibleText(value),
      );
      return { name: chosen?.trim() ?? '' };
    },
  };
}

function openIdProviders(config: AppContext['config']) {
  const providers = [];
  if (isGoogleConfigured(config))
    providers.push(
      openIdProvider(
        'google',
        'Google',
        config.GOOGLE_ISSUER_URL ?? GOOGLE_ISSUER,
        config.GOOGLE_CLIENT_ID!,
        config.GOOGLE_CLIENT_SECRET!,
      ),
    );
  if (isOidcConfigured(config))
    providers.push(
      openIdProvider(
        OIDC_PROVIDER_ID,
        config.OIDC_NAME,
        config.OIDC_ISSUER_URL!,
        config.OIDC_CLIENT_ID!,
        config.OIDC_CLIENT_SECRET!,
      ),
    );
  return providers;
}

/** The account's language when it chose one, else the one the request asking for the mail negotiated. */
async function mailLanguage(database: AppContext['database'], userId: string, request: Request | undefined) {
  return (await readUserLanguage(database.db, userId)) ?? requestLanguage(request);
}

function authOptions(
  {
    config,
    database,
    mailer,
    log,
    secret,
    onSessionEnded,
    mayMailReset,
    mayMailVerification,
  }: AuthDependencies,
  db: Kysely<unknown> = database.db as unknown as Kysely<unknown>,
) {
  const providers = openIdProviders(config);
  return {
    appName: 'Marquee',
    // Links in mail and OAuth callbacks; never taken from an untrusted Host header (it would let anyone aim a
    // reset mail elsewhere). mailLinkFor moves mail links to the address a request came to when that is trusted.
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // auth.routes.ts builds each forwarded request's URL from the address the server was reached at.
    trustedOrigins: (request?: Request) =>
      trustedOrigins(config, request ? new URL(request.url).origin : undefined),
    database: { db, type: database.engine === 'sqlite' ? 'sqlite' : 'postgres' },
    emailAndPassword: {
      enabled: true,
      disableSignUp: !config.PASSWORD_SIGNUP,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Servers (development and production) keep better-auth's own hashing; only in-process test apps differ.
      ...(config.NODE_ENV === 'test' ? { password: testPasswordHashing } : {}),
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        if (mayMailReset && !(await mayMailReset(user.email))) return;
        const language = await mailLanguage(database, user.id, request);
        await mailer.send(authMail('passwordReset', user.email, mailLinkFor(config, url, request), language));
      },
      // A new password makes every reset link still in the mailbox useless, not only the one just used.
      onPasswordReset: async ({ user }) => deleteResetTokens(db, user.id),
    },
    emailVerification: {
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        if (mayMailVerification && !(await mayMailVerification(user.email))) return;
        const kind = (await isEmailChange(db, user)) ? 'emailChange' : 'verification';
        const language = await mailLanguage(database, user.id, request);
        await mailer.send(authMail(kind, user.email, mailLinkFor(config, url, request), language));
      },
    },
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // The new address gets a verification link; the email changes only once it is opened.
    user: { changeEmail: { enabled: true } },
    databaseHooks: {
      session: { delete: { after: async (session: { token: string }) => onSessionEnded?.(session.token) } },
      // Every way a name arrives (sign-up, profile update, an OAuth profile) is stored cleaned by the names' contract.
      user: {
        create: { before: async (user) => ({ data: { ...user, name: cleanDisplayName(user.name) } }) },
        update: {
          before: async (user) =>
            typeof user.name === 'string'
              ? { data: { ...user, name: cleanDisplayName(user.name) } }
              : undefined,
        },
      },
    },
    // Our own limiter (per IP and per email, shared through Redis) guards the auth endpoints instead.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: ['x-marquee-client-ip'] },
      // better-auth skips its origin checks when NODE_ENV is test; ours run them, so tests see what users get.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level: 'debug' | 'info' | 'success' | 'warn' | 'error', message: string, ...args: unknown[]) => {
        if (level === 'error') log.error({ args }, `better-auth: ${message}`);
        else if (level === 'warn' && !SIGN_IN_FAILURES.has(message))
          log.warn({ args }, `better-auth: ${message}`);
      },
    },
    hooks: {
      // The spec's messages tell a registering user that the email is taken and a resetting user that it is unknown,
      // so these two answers say what better-auth would otherwise hide; both endpoints are rate limited per IP and email.
      before: createAuthMiddleware(async (ctx) => {
        refuseForeignCallbacks(config, ctx.body);
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') refuseMalformedProfile(ctx.body);
        if (ctx.path !== '/sign-up/email' && ctx.path !== '/request-password-reset') return;
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
        // Anything that is not an address is left to better-auth's own validation (PostgreSQL refuses NUL).
        if (!LOOKS_LIKE_EMAIL.test(email)) return;
        const found = await ctx.context.internalAdapter.findUserByEmail(email);
        if (ctx.path === '/sign-up/email' && found) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS',
            message: 'User already exists.',
          });
        }
        if (ctx.path === '/request-password-reset' && !found) {
          throw new APIError('BAD_REQUEST', { code: 'USER_NOT_FOUND', message: 'User not found' });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned;
        if (ctx.path !== '/change-password' || isAPIError(returned)) return;
        const userId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
        if (typeof userId === 'string') await deleteResetTokens(db, userId);
      }),
    },
    plugins: [bearer(), ...(providers.length > 0 ? [genericOAuth({ config: providers })] : [])],
  } satisfies BetterAuthOptions;
}

/**
 * better-auth sends the link of an email change through the same hook as sign-up's, addressed to the new
 * email: the account's stored address differing from it tells the two apart.
 */
async function isEmailChange(db: Kysely<unknown>, user: { id: string; email: string }): Promise<boolean> {
  const stored = await (db as Kysely<{ user: { id: string; email: string } }>)
    .selectFrom('user')
    .select('email')
    .where('id', '=', user.id)
    .executeTakeFirst();
  return stored !== undefined && stored.email.toLowerCase() !== user.email.toLowerCase();
}

/** better-auth keeps each reset link's token as a verification row named `reset-password:{token}`, valued the user id. */
async function deleteResetTokens(db: Kysely<unknown>, userId: string): Promise<void> {
  await (db as Kysely<{ verification: { identifier: string; value: string } }>)
    .deleteFrom('verification')
    .where('identifier', 'like', 'reset-password:%')
    .where('value', '=', userId)
    .execute();
}

/**
 * better-auth hands profile fields to the database as they come; a name that is not text (an array, an
 * object) would fail there as a 500, so it is refused first by the names' contract, as is an unreasonably
 * long or blank one. The database hooks store it cleaned by the same contract.
 */
function refuseMalformedProfile(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const { name, image } = body as { name?: unknown; image?: unknown };
  const checked = name === undefined ? undefined : displayNameSchema.safeParse(name);
  if (checked && !checked.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_NAME',
      message: `Name ${checked.error.issues[0]?.message ?? 'is not valid'}`,
    });
  }
  if (image !== undefined && image !== null && typeof image !== 'string') {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_IMAGE', message: 'Image must be a URL' });
  }
}

/** better-auth's warnings on a failed sign-in, which say nothing else: the auth routes log their own, with the request. */
const SIGN_IN_FAILURES = new Set(['User not found', 'Password not found', 'Invalid password']);

export function createAuth(dependencies: AuthDependencies) {
  return betterAuth(authOptions(dependencies));
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Creates or updates better-auth's tables (user, session, account, verification) in the current schema. On
 * PostgreSQL one connection holds an advisory lock meanwhile, so API instances starting together don't race.
 */
export async function migrateAuthTables(dependencies: AuthDependencies): Promise<void> {
  const { database } = dependencies;
  const run = async (db: Kysely<unknown>) => {
    const { runMigrations } = await getMigrations(authOptions(dependencies, db));
    await runMigrations();
  };
  if (database.engine === 'sqlite') return run(database.db as unknown as Kysely<unknown>);
  await database.db.connection().execute(async (connection) => {
    const lock = sql`select pg_advisory_lock(hashtext('marquee:better-auth-migrations'))`;
    await lock.execute(connection);
    try {
      await run(connection as Kysely<unknown>);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('marquee:better-auth-migrations'))`.execute(connection);
    }
  });
}
