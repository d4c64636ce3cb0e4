import type { AppContext } from '../../context.ts';
import type { AccountCredentials } from '../../platform/account-credentials.ts';
import { createAttemptCounter } from '../../platform/attempt-counter.ts';
import { duringAuthCall, releaseAuthHooksWhenIdle } from './auth-async-context.ts';
import { createAttemptLimiter, createMailThrottle, type AttemptLimiter } from './auth-rate-limit.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { createAuth, migrateAuthTables, type Auth } from './auth.provider.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';

/** What the auth routes are built from, and what other features may ask of the accounts (`credentials`). */
export interface AuthDependencies {
  auth: Auth;
  sessions: SessionCache;
  limiter: AttemptLimiter;
  credentials: AccountCredentials;
}

/** better-auth over our database, its tables migrated first, with our session cache and attempt limits. */
export async function createAuthDependencies(context: AppContext): Promise<AuthDependencies> {
  const sessions = createSessionCache(context.cache);
  const attempts = createAttemptCounter(context.redis, 'auth-limit:');
  const dependencies = {
    ...context,
    secret: resolveAuthSecret(context.config, context.log),
    onSessionEnded: sessions.endSession,
    mayMailReset: createMailThrottle(attempts, 'reset'),
    mayMailVerification: createMailThrottle(attempts, 'verification'),
  };
  await migrateAuthTables(dependencies);
  const auth = createAuth(dependencies);
  releaseAuthHooksWhenIdle();
  return {
    auth,
    sessions,
    limiter: createAttemptLimiter(attempts),
    credentials: accountCredentials(auth, sessions),
  };
}

function accountCredentials(auth: Auth, sessions: SessionCache): AccountCredentials {
  return {
    checkPassword: (userId, password) =>
      duringAuthCall(async () => {
        const context = await auth.$context;
        const account = await context.internalAdapter.findCredentialAccount(userId);
        if (!account?.password) return 'none';
        if (password === undefined) return 'wrong';
        return (await context.password.verify({ hash: account.password, password })) ? 'correct' : 'wrong';
      }),
    async endSessions(tokens) {
      await Promise.all(tokens.map((token) => sessions.endSession(token)));
    },
  };
}
