import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { cookieHeader } from '../../testing/http-client.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  resetPasswordByMail,
  originHeaders,
  signUpVerifiedUser,
  type TestUser,
  signInWithPassword,
} from '../../testing/test-users.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.MARQUEE_REQUIRE_ALL_SUITES === '1')
  throw new Error(
    'TEST_REDIS_URL is required when MARQUEE_REQUIRE_ALL_SUITES=1 (CI): Redis suites may not skip',
  );
if (!redisUrl) console.warn('[tests] TEST_REDIS_URL not set: the two-instance revocation suite is skipped');

interface Session {
  cookie: string;
  token: string;
}

describe.skipIf(!redisUrl).each(routeTestEngines())(
  'revoking a session on one of two instances (%s, Redis)',
  (engine) => {
    let first: TestApp;
    let second: FastifyInstance;
    beforeAll(async () => {
      first = await createTestApp(engine, { REDIS_URL: redisUrl! });
      second = await createSecondInstance(first);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    const signIn = async (user: TestUser): Promise<Session> => {
      const response = await signInWithPassword(first, user);
      expect(response.statusCode).toBe(200);
      return {
        cookie: cookieHeader(response.headers['set-cookie']),
        token: String(response.headers['set-auth-token']),
      };
    };
    /** A personal read on the second instance, by cookie and by bearer token. */
    const readsOnSecond = async (session: Session) => [
      (await second.inject({ url: '/api/likes', headers: { cookie: session.cookie } })).statusCode,
      (await second.inject({ url: '/api/likes', headers: { authorization: `Bearer ${session.token}` } }))
        .statusCode,
    ];
    const post = (url: string, session: Session, payload?: object) =>
      first.app.inject({
        method: 'POST',
        url,
        headers: { ...originHeaders(first), cookie: session.cookie },
        ...(payload ? { payload } : {}),
      });

    it('a session revoked from another device stops working on the other instance at once', async () => {
      const user = await signUpVerifiedUser(first);
      const laptop = await signIn(user);
      const phone = await signIn(user);
      // The second instance has just resolved (and cached) the phone's session.
      expect(await readsOnSecond(phone)).toEqual([200, 200]);
      const revoke = await post('/api/auth/revoke-session', laptop, { token: phone.token.split('.')[0] });
      expect(revoke.statusCode, revoke.body).toBe(200);
      expect(await readsOnSecond(phone)).toEqual([401, 401]);
      expect(await readsOnSecond(laptop)).toEqual([200, 200]);
    });

    it('signing out and "sign out everywhere" end the sessions on the other instance at once', async () => {
      const user = await signUpVerifiedUser(first);
      const [a, b, c] = [await signIn(user), await signIn(user), await signIn(user)];
      for (const session of [a, b, c]) expect(await readsOnSecond(session)).toEqual([200, 200]);
      expect((await post('/api/auth/sign-out', a)).statusCode).toBe(200);
      expect(await readsOnSecond(a)).toEqual([401, 401]);
      expect(await readsOnSecond(c)).toEqual([200, 200]);
      expect((await post('/api/auth/revoke-sessions', b)).statusCode).toBe(200);
      expect(await readsOnSecond(b)).toEqual([401, 401]);
      expect(await readsOnSecond(c)).toEqual([401, 401]);
    });

    it('a password reset ends every session of the account on the other instance at once', async () => {
      const user = await signUpVerifiedUser(first);
      const session = await signIn(user);
      expect(await readsOnSecond(session)).toEqual([200, 200]);
      expect(await resetPasswordByMail(first, user.email, 'a-new-password')).toBe(200);
      expect(await readsOnSecond(session)).toEqual([401, 401]);
    });
  },
);
