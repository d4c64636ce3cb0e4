import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCounter } from '../../platform/attempt-counter.ts';
import { createAttemptLimiter, MAIL_THROTTLES } from './auth-rate-limit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  latestMailLink,
  mailsTo,
  originHeaders,
  signUpVerifiedUser,
  signInWithPassword,
} from '../../testing/test-users.ts';

const SIGN_IN = '/sign-in/email';
const ATTACKER = '203.0.113.9';
const OWNER = '198.51.100.7';
const MINUTE = 60 * 1000;

describe('sign-in lockout per email and client address', () => {
  let clock = 0;
  const limiter = createAttemptLimiter(memoryCounter(() => clock));
  const fail = async (ip: string, email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt += 1) await limiter.record(SIGN_IN, ip, email, true);
  };

  it('locks only the address the wrong passwords came from', async () => {
    await fail(ATTACKER, 'owner@example.test', 10);
    expect(await limiter.isBlocked(SIGN_IN, ATTACKER, 'owner@example.test')).toBe(true);
    expect(await limiter.isBlocked(SIGN_IN, ATTACKER, 'OWNER@example.test ')).toBe(true);
    expect(await limiter.isBlocked(SIGN_IN, OWNER, 'owner@example.test')).toBe(false);
    expect(await limiter.isBlocked(SIGN_IN, ATTACKER, 'someone-else@example.test')).toBe(false);
  });

  it('locks each further time for twice as long', async () => {
    clock = 0;
    const email = 'backoff@example.test';
    await fail(ATTACKER, email, 10);
    clock += 15 * MINUTE - 1;
    expect(await limiter.isBlocked(SIGN_IN, ATTACKER, email)).toBe(true);
    clock += 1;
    expect(await limiter.isBlocked(SIGN_IN, ATTACKER, email)).toBe(false);

    // The second lockout of the day lasts 30 minutes, the third an hour.
    await fail(ATTACKER, email, 10);
    clock += 30 * MINUTE - 1;
    expect(await limiter.isBlocked(SIGN_IN, ATTACKER, email)).toBe(true);
    clock += 1;
    expect(await limiter.isBlocked(SIGN_IN, ATTACKER, email)).toBe(false);
    await fail(ATTACKER, email, 10);
    clock += 60 * MINUTE - 1;
    expect(await limiter.isBlocked(SIGN_IN, ATTACKER, email)).toBe(true);
  });

  it('forgets earlier typos once the right password is given', async () => {
    const email = 'typo@example.test';
    await fail(OWNER, email, 9);
    await limiter.record(SIGN_IN, OWNER, email, false);
    await fail(OWNER, email, 9);
    expect(await limiter.isBlocked(SIGN_IN, OWNER, email)).toBe(false);
  });

  it('still stops one address guessing across many accounts', async () => {
    for (let account = 0; account < 50; account += 1)
      await fail('192.0.2.1', `spray-${account}@example.test`, 1);
    expect(await limiter.isBlocked(SIGN_IN, '192.0.2.1', 'fresh@example.test')).toBe(true);
    expect(await limiter.isBlocked(SIGN_IN, OWNER, 'fresh@example.test')).toBe(false);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const counters: Array<[string, Record<string, string>]> = [['memory', {}]];
// A prefix of this run's own: the Redis is shared, and its per-address counts would outlive the run.
if (redisUrl)
  counters.push([
    'Redis',
    { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-lockout-${process.pid}-${Date.now()}:` },
  ]);
else console.warn('[tests] TEST_REDIS_URL not set: the lockout suite runs on the in-memory counter only');

describe.each(counters)('a victim cannot be locked out (attempts counted in %s)', (_kind, env) => {
  // Redis outlives a run: each run attacks from an address of its own, which earlier runs' counts don't block.
  const ATTACKER = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', env);
  });
  afterAll(async () => testApp?.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    signInWithPassword(testApp, { email, password }, remoteAddress);

  it('ten wrong passwords from an attacker leave the owner signing in from their own address', async () => {
    const owner = await signUpVerifiedUser(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push((await signIn(owner.email, `guess-${attempt}`, ATTACKER)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password is refused from the attacker's address...
    expect((await signIn(owner.email, owner.password, ATTACKER)).statusCode).toBe(429);
    // ...while the owner signs in from theirs.
    const own = await signIn(owner.email, owner.password, OWNER);
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ email: owner.email });
  });

  it('counts wrong passwords sent as a form post (which better-auth accepts) like JSON ones', async () => {
    const owner = await signUpVerifiedUser(testApp);
    const formSignIn = (form: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...originHeaders(testApp), 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
        remoteAddress: ATTACKER,
      });
    const form = (email: string, password: string) => new URLSearchParams({ email, password }).toString();
    // The right password in a form post signs in: a real way in, so it must be counted.
    expect((await formSignIn(form(owner.email, owner.password))).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      // In upper case, or after a decoy field (better-auth reads the last of repeated fields): the same account.
      const guess =
        attempt % 2 === 0
          ? form(owner.email.toUpperCase(), `guess-${attempt}`)
          : `email=decoy%40example.test&${form(owner.email, `guess-${attempt}`)}`;
      statuses.push((await formSignIn(guess)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await formSignIn(form(owner.email, owner.password))).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, ATTACKER)).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, OWNER)).statusCode).toBe(200);
  });
});

describe('sign-up and verification mail requests, counted per requester', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });
  afterAll(async () => testApp?.close());

  const post = (path: string, payload: Record<string, string>, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      headers: originHeaders(testApp),
      payload: { callbackURL: '/login', ...payload },
      remoteAddress,
    });
  const verificationMails = (email: string) =>
    mailsTo(testApp, email).filter((mail) => mail.subject.startsWith('Verify your email'));

  it("someone else's sign-ups for an address never keep its owner from signing up from theirs", async () => {
    const email = 'wanted-address@example.test';
    const statuses: number[] = [];
    // Too short a password: refused by better-auth, counted all the same.
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push(
        (await post('/sign-up/email', { email, name: 'Squatter', password: 'x' }, ATTACKER)).statusCode,
      );
    expect(statuses.slice(5)).toEqual([429, 429]);
    const own = await post('/sign-up/email', { email, name: 'Owner', password: 'owner-secret-1' }, OWNER);
    expect(own.statusCode, own.body).toBe(200);
    expect(verificationMails(email)).toHaveLength(1);
  });

  it("someone else's resends never keep the owner from asking, and flood the mailbox no further than the throttle", async () => {
    const email = 'not-verified-yet@example.test';
    expect(
      (await post('/sign-up/email', { email, name: 'Owner', password: 'owner-secret-2' }, OWNER)).statusCode,
    ).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push((await post('/send-verification-email', { email }, ATTACKER)).statusCode);
    expect(statuses).toEqual([...Array(5).fill(200), 429, 429]);

    const own = await post('/send-verification-email', { email }, OWNER);
    expect(own.statusCode, own.body).toBe(200);
    // The mailbox got the throttle's allowance, not one mail per request, and the links in it work.
    expect(verificationMails(email)).toHaveLength(MAIL_THROTTLES.verification.max);
    const verify = await testApp.app.inject({ url: latestMailLink(testApp, email, '/verify-email') });
    expect(verify.statusCode).toBeLessThan(400);
    expect((await signInWithPassword(testApp, { email, password: 'owner-secret-2' }, OWNER)).statusCode).toBe(
      200,
    );
  });
});
