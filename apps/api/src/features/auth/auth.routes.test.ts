import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines, routeTestEngines } from '@marquee/db/testing';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createSessionCache } from './session-cache.ts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listen } from '../../testing/http-client.ts';
import {
  latestMailLink,
  mailsTo,
  originHeaders,
  requestPasswordReset,
  signUpVerifiedUser,
  signInWithPassword,
} from '../../testing/test-users.ts';
import { requireUser } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import { registerErrorHandler } from '../../platform/error-handler.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthDependencies } from './auth.dependencies.ts';

describe.each(engineTestEngines())('accounts on %s', (engine) => {
  /** Validation, the API document and the auth config: no engine-specific SQL, so SQLite only. */
  const onRouteEngines = routeTestEngines().includes(engine);
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signIn = (email: string, password: string) => signInWithPassword(testApp, { email, password });

  it('registers, mails a verification link, and refuses sign-in until it is opened', async () => {
    const email = 'new.viewer@example.test';
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originHeaders(testApp),
      payload: { email, password: 'secret-1', name: 'New Viewer', callbackURL: '/login' },
    });
    expect(signUp.statusCode).toBe(200);
    // Registration does not sign the user in.
    expect(signUp.headers['set-cookie'] ?? '').not.toContain('session_token=');
    const [mail] = mailsTo(testApp, email);
    expect(mail?.subject).toContain('Marquee');
    expect(mail?.html).toContain('/api/auth/verify-email?token=');

    const early = await signIn(email, 'secret-1');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });

    const verify = await testApp.app.inject({
      method: 'GET',
      url: latestMailLink(testApp, email, '/verify-email'),
    });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/login');

    const later = await signIn(email, 'secret-1');
    expect(later.statusCode).toBe(200);
    expect(later.json().user).toMatchObject({ email, name: 'New Viewer', emailVerified: true });
  });

  it('tells a registering user that the email is taken, whatever its case', async () => {
    const user = await signUpVerifiedUser(testApp);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originHeaders(testApp),
      payload: { email: user.email.toUpperCase(), password: 'another-1', name: 'Someone' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ success: false, code: 'USER_ALREADY_EXISTS' });
  });

  it('answers a reset request for a malformed address (control characters included) with 400, not 500', async () => {
    for (const email of ['\u0000\u0000', 'a\u0000@example.com', 'not an address']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { ...originHeaders(testApp), 'content-type': 'application/json' },
        payload: { email, redirectTo: '/reset-password' },
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  if (onRouteEngines)
    it('refuses a password shorter than 6 characters and a malformed email', async () => {
      const short = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: originHeaders(testApp),
        payload: { email: 'short@example.test', password: '12345', name: 'Short' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ success: false, code: 'PASSWORD_TOO_SHORT' });
      const bad = await signIn('not-an-email', 'whatever1');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false });
    });

  if (onRouteEngines)
    it('answers a wrong password and an unknown email alike', async () => {
      const user = await signUpVerifiedUser(testApp);
      const wrong = await signIn(user.email, 'not-the-password');
      const unknown = await signIn('nobody-here@example.test', 'not-the-password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    });

  if (onRouteEngines)
    it('documents the sign-up, sign-in and sign-out endpoints in the OpenAPI document', async () => {
      const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const operation = (path: string) => document.paths[`/api/auth/${path}`]?.post;
      const bodyOf = (path: string) => operation(path)?.requestBody?.content['application/json']?.schema;
      const answerOf = (path: string) =>
        operation(path)?.responses?.['200']?.content['application/json']?.schema;
      expect(Object.keys(bodyOf('sign-up/email')?.properties ?? {})).toEqual(
        expect.arrayContaining(['name', 'email', 'password']),
      );
      expect(Object.keys(bodyOf('sign-in/email')?.properties ?? {})).toEqual(
        expect.arrayContaining(['email', 'password']),
      );
      expect(Object.keys(answerOf('sign-in/email')?.properties ?? {})).toEqual(
        expect.arrayContaining(['token', 'user']),
      );
      expect(Object.keys(answerOf('sign-up/email')?.properties ?? {})).toContain('user');
      expect(Object.keys(answerOf('sign-out')?.properties ?? {})).toEqual(['success']);
    });

  if (onRouteEngines)
    it('says what the auth-config endpoint offers', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/auth-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'OK',
        data: {
          googleEnabled: false,
          oidcName: null,
          passwordSignUpEnabled: true,
          minPasswordLength: 6,
          publicUrl: null,
        },
      });
    });

  it('locks sign-in for an email from an address after repeated wrong passwords from it, even with the right one', async () => {
    const user = await signUpVerifiedUser(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1)
      statuses.push((await signIn(user.email, `wrong-${attempt}`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const right = await signIn(user.email, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again later.',
    });
  });

  it('resets a forgotten password through the mailed link; the old password stops working', async () => {
    const user = await signUpVerifiedUser(testApp);
    const unknown = await requestPasswordReset(testApp, 'nobody-at-all@example.test');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'USER_NOT_FOUND' });

    const request = await requestPasswordReset(testApp, user.email);
    expect(request.statusCode).toBe(200);
    const open = await testApp.app.inject({
      method: 'GET',
      url: latestMailLink(testApp, user.email, '/reset-password/'),
    });
    expect(open.statusCode).toBe(302);
    const target = new URL(open.headers.location as string, 'http://x');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: originHeaders(testApp),
      payload: { token, newPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'brand-new-pass')).statusCode).toBe(200);
  });
});

describe.each(engineTestEngines())('resolving the user on %s', (engine) => {
  let testApp: TestApp;
  let probe: FastifyInstance;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    // A second server on the same database and secret, with a personal route as every feature writes one.
    probe = Fastify();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(probe);
    await probe.register(authRoutes, {
      context: testApp.context,
      auth: await createAuthDependencies(testApp.context),
    });
    probe.get('/api/test-whoami', async (request) => ok(await requireUser(request)));
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
    await testApp?.close();
  });

  const whoAmI = (headers: Record<string, string> = {}) =>
    probe.inject({ method: 'GET', url: '/api/test-whoami', headers });

  it('finds the user from the session cookie or a bearer token', async () => {
    const user = await signUpVerifiedUser(testApp, { name: 'Bearer Fan' });
    const expected = { id: user.userId, email: user.email, name: 'Bearer Fan', emailVerified: true };
    expect((await whoAmI(user.headers)).json()).toEqual({ success: true, message: 'OK', data: expected });
    expect((await whoAmI({ authorization: `Bearer ${user.token}` })).json().data).toEqual(expected);
    // The scheme's name is case-insensitive (RFC 9110).
    expect((await whoAmI({ authorization: `bearer ${user.token}` })).json().data).toEqual(expected);
  });

  it('answers 401 JSON without a session, with a forged token and with an expired one', async () => {
    const unauthorized = { success: false, message: 'Authentication required. Please log in.' };
    const none = await whoAmI();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauthorized);

    const user = await signUpVerifiedUser(testApp);
    const [tokenId] = user.token.split('.');
    const forged = await whoAmI({ authorization: `Bearer ${tokenId}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(401);
    const madeUp = await whoAmI({ authorization: 'Bearer not-a-session-token' });
    expect(madeUp.statusCode).toBe(401);

    expect((await whoAmI({ authorization: `Bearer ${user.token}` })).statusCode).toBe(200);
    const past = new Date(Date.now() - 60_000);
    await sql`update "session" set "expiresAt" = ${engine === 'sqlite' ? past.toISOString() : past} where "userId" = ${user.userId}`.execute(
      testApp.database.db,
    );
    // Resolved sessions are trusted for up to 30 s (never past their expiry); moving the row's clock back does
    // not move ours, so drop that entry as the passing of time would.
    await createSessionCache(testApp.context.cache).forget(user.token);
    const expired = await whoAmI({ authorization: `Bearer ${user.token}` });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(unauthorized);
  });

  it('shows a changed display name at once (the session cache is dropped on every auth change)', async () => {
    const user = await signUpVerifiedUser(testApp, { name: 'Before' });
    expect((await whoAmI(user.headers)).json().data.name).toBe('Before');
    const update = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...user.headers, ...originHeaders(testApp), 'content-type': 'application/json' },
      payload: { name: 'After' },
    });
    expect(update.statusCode).toBe(200);
    expect((await whoAmI(user.headers)).json().data.name).toBe('After');
  });

  it('refuses a display name that is not text, or too long, with 400 JSON and keeps the old one', async () => {
    const user = await signUpVerifiedUser(testApp, { name: 'Kept' });
    const headers = { ...user.headers, ...originHeaders(testApp), 'content-type': 'application/json' };
    for (const name of [[1, 2, 3], { first: 'x' }, 'x'.repeat(101), 'Nul\u0000Name']) {
      const update = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers,
        payload: { name },
      });
      expect(update.statusCode).toBe(400);
      expect(update.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('Name must be'),
      });
    }
    expect((await whoAmI(user.headers)).json().data.name).toBe('Kept');
  });

  it('ends the session on logout', async () => {
    const user = await signUpVerifiedUser(testApp);
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...user.headers, ...originHeaders(testApp) },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await whoAmI(user.headers)).statusCode).toBe(401);
    expect((await whoAmI({ authorization: `Bearer ${user.token}` })).statusCode).toBe(401);
  });

  it('ends the session on logout for the very connection that keeps sending its cookie', async () => {
    const user = await signUpVerifiedUser(testApp);
    const port = await listen(testApp);
    // One kept-alive connection, as a browser tab has: the server remembers what it worked out for it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const send = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent,
            headers: { ...user.headers, ...originHeaders(testApp) },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('socket', (socket) => sockets.add(socket));
        request.on('error', reject).end();
      });
    try {
      expect(await send('GET', '/api/likes')).toBe(200);
      expect(await send('GET', '/api/likes')).toBe(200);
      expect(await send('POST', '/api/auth/sign-out')).toBe(200);
      expect(await send('GET', '/api/likes')).toBe(401);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});
