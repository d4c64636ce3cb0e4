import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mailsTo, signUpVerifiedUser } from '../../testing/test-users.ts';

const PUBLIC_URL = 'https://movies.example.org';
/** What someone scripting requests can send: any Host, and an Origin to match it. */
const SPOOFED = { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' };

describe('links come from PUBLIC_URL whatever Host a request names', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { PUBLIC_URL, ALLOWED_ORIGINS: 'https://app.example.net' });
  });
  afterAll(async () => testApp?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = SPOOFED) =>
    testApp.app.inject({ method: 'POST', url, headers, payload });
  const mailedLinks = (email: string) =>
    mailsTo(testApp, email).flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);

  it('refuses a reset or verification mail that would lead to the spoofed host, and mails nothing', async () => {
    const user = await signUpVerifiedUser(testApp);
    const mailsBefore = mailsTo(testApp, user.email).length;
    for (const redirectTo of [
      'http://evil.example/steal',
      '//evil.example/steal',
      'https://other.example/',
    ]) {
      const reset = await post('/api/auth/request-password-reset', { email: user.email, redirectTo });
      expect(reset.statusCode, redirectTo).toBe(403);
      expect(reset.json()).toMatchObject({
        success: false,
        code: expect.stringMatching(/^INVALID_(CALLBACK|REDIRECT)_URL$/),
      });
    }
    const newcomer = 'spoofed-newcomer@example.test';
    const signUp = await post('/api/auth/sign-up/email', {
      email: newcomer,
      password: 'secret-12',
      name: 'Newcomer',
      callbackURL: 'http://evil.example/welcome',
    });
    expect(signUp.statusCode).toBe(403);
    const resend = await post('/api/auth/send-verification-email', {
      email: user.email,
      callbackURL: 'http://evil.example/verified',
    });
    expect(resend.statusCode).toBe(403);
    expect(mailsTo(testApp, user.email)).toHaveLength(mailsBefore);
    expect(mailsTo(testApp, newcomer)).toEqual([]);
  });

  it('sends links to PUBLIC_URL, with callbacks on the site, PUBLIC_URL or ALLOWED_ORIGINS', async () => {
    const user = await signUpVerifiedUser(testApp);
    for (const redirectTo of [
      '/reset-password',
      `${PUBLIC_URL}/reset-password`,
      'https://app.example.net/reset',
    ]) {
      const reset = await post('/api/auth/request-password-reset', { email: user.email, redirectTo });
      expect(reset.statusCode, redirectTo).toBe(200);
    }
    const links = mailedLinks(user.email).filter((link) => link.includes('/reset-password/'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(new URL(link).origin).toBe(PUBLIC_URL);
      expect(link).not.toContain('evil.example');
    }
  });
});
