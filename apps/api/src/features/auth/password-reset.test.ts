import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  latestMailLink,
  mailsTo,
  originHeaders,
  requestPasswordReset,
  signUpVerifiedUser,
  signInWithPassword,
} from '../../testing/test-users.ts';
import { MAIL_THROTTLES } from './auth-rate-limit.ts';

const ATTACKER = '203.0.113.50';
const OWNER = '198.51.100.60';

describe.each(engineTestEngines())('password reset links and requests on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(async () => testApp?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The clock moves on past the reset mail throttle (only `Date` is faked; timers run as usual). */
  const afterTheMailInterval = () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + MAIL_THROTTLES.reset.windowMs + 1000);
  };
  const requestFrom = (email: string, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: originHeaders(testApp),
      payload: { email, redirectTo: '/reset-password' },
      remoteAddress,
    });
  const resetMails = (email: string) =>
    mailsTo(testApp, email).filter((mail) => mail.subject.startsWith('Reset your'));
  /** The token of the newest reset mail to this address, as its link hands it to the reset page. */
  const mailedToken = async (email: string) => {
    const open = await testApp.app.inject({ url: latestMailLink(testApp, email, '/reset-password/') });
    expect(open.statusCode).toBe(302);
    const token = new URL(String(open.headers.location), 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();
    return token!;
  };
  const resetWith = (token: string, newPassword: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: originHeaders(testApp),
      payload: { token, newPassword },
    });
  const signIn = (email: string, password: string) => signInWithPassword(testApp, { email, password });

  it('a reset makes every older reset link useless, not only the one used', async () => {
    const user = await signUpVerifiedUser(testApp);
    expect((await requestPasswordReset(testApp, user.email)).statusCode).toBe(200);
    const older = await mailedToken(user.email);
    afterTheMailInterval();
    expect((await requestPasswordReset(testApp, user.email)).statusCode).toBe(200);
    const newer = await mailedToken(user.email);
    expect(newer).not.toBe(older);

    expect((await resetWith(newer, 'chosen-by-owner')).statusCode).toBe(200);
    const stale = await resetWith(older, 'chosen-by-thief');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    expect((await signIn(user.email, 'chosen-by-thief')).statusCode).toBe(401);
    expect((await signIn(user.email, 'chosen-by-owner')).statusCode).toBe(200);
  });

  it('changing the password makes outstanding reset links useless', async () => {
    const user = await signUpVerifiedUser(testApp);
    expect((await requestPasswordReset(testApp, user.email)).statusCode).toBe(200);
    const outstanding = await mailedToken(user.email);
    const change = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...user.headers, ...originHeaders(testApp) },
      payload: { currentPassword: user.password, newPassword: 'changed-in-settings' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const stale = await resetWith(outstanding, 'chosen-by-thief');
    expect(stale.statusCode).toBe(400);
    expect((await signIn(user.email, 'changed-in-settings')).statusCode).toBe(200);
  });

  it('someone asking for resets again and again never keeps the owner from their own recovery', async () => {
    const owner = await signUpVerifiedUser(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1)
      statuses.push((await requestFrom(owner.email, ATTACKER)).statusCode);
    // The requester flooding is refused...
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual([429, 429]);
    // ...and the mailbox got one mail, not twenty.
    expect(resetMails(owner.email)).toHaveLength(1);

    // The owner asking from their own address is answered as always, and the mail in their inbox works.
    const own = await requestFrom(owner.email, OWNER);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: true });
    expect((await resetWith(await mailedToken(owner.email), 'recovered-pass')).statusCode).toBe(200);
    expect((await signIn(owner.email, 'recovered-pass')).statusCode).toBe(200);

    // A minute on, their next request brings a fresh mail.
    afterTheMailInterval();
    expect((await requestFrom(owner.email, OWNER)).statusCode).toBe(200);
    expect(resetMails(owner.email)).toHaveLength(2);
    expect((await resetWith(await mailedToken(owner.email), 'recovered-again')).statusCode).toBe(200);
  });
});
