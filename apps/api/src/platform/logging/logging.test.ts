import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  latestMailLink,
  originHeaders,
  signUpVerifiedUser,
  signInWithPassword,
} from '../../testing/test-users.ts';
import { formatLogRecord } from './pretty-output.ts';
import { redactUrl } from './redaction.ts';

describe('the log', () => {
  const lines: string[] = [];
  const authSecret = crypto.randomBytes(30).toString('base64url');
  let testApp: TestApp;
  let requests = 0;
  beforeAll(async () => {
    testApp = await createTestApp(
      'sqlite',
      { LOG_LEVEL: 'trace', AUTH_SECRET: authSecret },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
    // Counts every request, including those signUpVerifiedUser makes, to check there is one log line each.
    const inject = testApp.app.inject.bind(testApp.app);
    testApp.app.inject = ((options: InjectOptions) => {
      requests += 1;
      return inject(options);
    }) as typeof testApp.app.inject;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLines = () => records().filter((record) => record.msg === 'request completed');

  it('holds no password, token, secret or cookie value after sign-up, verification, reset and sign-in', async () => {
    const { app } = testApp;
    const secrets: string[] = [authSecret];
    const user = await signUpVerifiedUser(testApp);
    secrets.push(user.password, user.token);
    const verificationToken = new URL(
      latestMailLink(testApp, user.email, '/verify-email'),
      'http://x',
    ).searchParams.get('token')!;
    secrets.push(verificationToken);

    const wrong = await signInWithPassword(testApp, { email: user.email, password: 'not-the-password-123' });
    expect(wrong.statusCode).toBe(401);
    secrets.push('not-the-password-123');

    const requested = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: originHeaders(testApp),
      payload: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(requested.statusCode).toBe(200);
    const resetLink = latestMailLink(testApp, user.email, '/reset-password/');
    const opened = await app.inject({ method: 'GET', url: resetLink });
    expect(opened.statusCode).toBe(302);
    const resetPage = opened.headers.location as string;
    const resetToken = new URL(resetPage, 'http://x').searchParams.get('token')!;
    secrets.push(resetToken);
    // The browser then opens the reset page, token in its query.
    await app.inject({ method: 'GET', url: resetPage });
    const newPassword = `new-${crypto.randomBytes(6).toString('hex')}-pass`;
    secrets.push(newPassword);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: originHeaders(testApp),
      payload: { token: resetToken, newPassword },
    });
    expect(reset.statusCode).toBe(200);

    const signIn = await signInWithPassword(testApp, { email: user.email, password: newPassword });
    expect(signIn.statusCode).toBe(200);
    const cookies = [signIn.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split(';')[0]!);
    for (const pair of cookies) {
      const cookieValue = pair.slice(pair.indexOf('=') + 1);
      if (cookieValue) secrets.push(cookieValue, decodeURIComponent(cookieValue).split('.')[0]!);
    }
    const cookie = cookies.join('; ');
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { email: user.email } });
    const bearer = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${signIn.headers['set-auth-token']}` },
    });
    expect(bearer.json()).toMatchObject({ user: { email: user.email } });
    secrets.push(String(signIn.headers['set-auth-token']));

    const log = lines.join('');
    expect(secrets.every((secret) => secret.length >= 8)).toBe(true);
    for (const secret of secrets) expect(log).not.toContain(secret);
    // The lines are still useful: the verification and reset requests are there, their tokens cut out.
    const urls = requestLines().map((record) => (record.req as { url: string }).url);
    expect(urls).toContainEqual(expect.stringMatching(/^\/api\/auth\/verify-email\?token=\[redacted\]&/));
    expect(urls).toContain(resetLink.replace(/reset-password\/[^?]+/, 'reset-password/[redacted]'));
    expect(log).toContain('mail written to a file');
  });

  it('warns of a wrong password once, with the request id, the client address and the email redacted', async () => {
    const before = lines.length;
    const wrong = await signInWithPassword(
      testApp,
      { email: 'jane.doe@example.com', password: 'not-her-password-1' },
      '198.51.100.23',
    );
    expect(wrong.statusCode).toBe(401);
    const fresh = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const warnings = fresh.filter((record) => record.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: 'sign-in refused: wrong email or password',
        reqId: fresh.find((record) => record.msg === 'request completed')?.reqId,
        client: '198.51.100.23',
        email: 'j***@example.com',
      }),
    ]);
    expect(warnings[0]!.reqId).toEqual(expect.any(String));
    expect(lines.slice(before).join('')).not.toContain('jane.doe');
  });

  it('has exactly one line per request, with method, URL, status and time', () => {
    expect(requests).toBeGreaterThan(8);
    expect(requestLines()).toHaveLength(requests);
    expect(records().some((record) => record.msg === 'incoming request')).toBe(false);
    expect(requestLines()[0]).toMatchObject({
      level: 30,
      req: { method: 'POST', url: '/api/auth/sign-up/email' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    // Each line names its own request (the per-request child logger is made only when a line is written).
    expect(new Set(requestLines().map((line) => (line as { reqId?: string }).reqId)).size).toBe(requests);
    expect(requestLines().every((line) => typeof (line as { reqId?: string }).reqId === 'string')).toBe(true);
  });
});

describe('log helpers', () => {
  it('cut credentials out of URLs and keep the rest', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc.def&callbackURL=%2Flogin')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Flogin',
    );
    expect(redactUrl('/api/auth/reset-password/Zx81?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset',
    );
    expect(redactUrl('/api/auth/callback/google?code=4%2F0a&state=xyz&scope=email')).toBe(
      '/api/auth/callback/google?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/api/calendar/c4l3nd4r.ics')).toBe('/api/calendar/[redacted]');
    expect(redactUrl('/api/calendar')).toBe('/api/calendar');
    expect(redactUrl('/api/watch-together/links/1nv1t3/accept')).toBe(
      '/api/watch-together/links/[redacted]/accept',
    );
    expect(redactUrl('/api/movies?page=2&query=heat')).toBe('/api/movies?page=2&query=heat');
  });

  it('print a request as one readable line on a terminal', () => {
    const line = formatLogRecord({
      level: 30,
      time: Date.UTC(2026, 0, 2, 12, 4, 31, 120),
      msg: 'request completed',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/movies' },
      res: { statusCode: 200 },
      responseTime: 4.4,
    });
    expect(line).toBe('12:04:31.120 INFO  GET /api/movies 200 4 ms\n');
    expect(formatLogRecord({ level: 40, time: 0, msg: 'redis unavailable', attempt: 2 })).toBe(
      '00:00:00.000 WARN  redis unavailable attempt=2\n',
    );
  });
});
