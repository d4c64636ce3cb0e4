import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cookieHeader, httpRequest, listen } from '../../testing/http-client.ts';
import { mailsTo } from '../../testing/test-users.ts';

/** PUBLIC_URL names an address nobody in these tests uses: a home server is often opened by IP or LAN name. */
const PUBLIC_URL = 'http://movies.example.org';

describe('signing up and in at any address the server is reached by', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { PUBLIC_URL });
    port = await listen(testApp);
  });
  afterAll(async () => testApp?.close());

  const addresses = () => [`http://127.0.0.1:${port}`, `http://media-box.lan:${port}`];

  it.each([0, 1])(
    'registers, verifies and signs in through address %i, mailing links to PUBLIC_URL',
    async (index) => {
      const site = addresses()[index]!;
      const email = `origin-${index}@example.test`;
      const browser = { origin: site, referer: `${site}/register` };
      const signUp = await httpRequest(`${site}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: browser,
        body: { email, password: 'secret-1', name: 'Home Viewer', callbackURL: '/login' },
      });
      expect(signUp.status, signUp.body).toBe(200);

      // The mail links to PUBLIC_URL, never to the Host a request came with (that would let anyone aim it elsewhere).
      const link = new URL(
        mailsTo(testApp, email)
          .at(-1)!
          .text.match(/https?:\/\/\S+verify-email\S+/)![0],
      );
      expect(link.origin).toBe(PUBLIC_URL);
      // The person opens it where they use the site.
      const verify = await httpRequest(`${site}${link.pathname}${link.search}`);
      expect(verify.status).toBe(302);
      expect(verify.headers.location).toBe('/login');

      const signIn = await httpRequest(`${site}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: browser,
        body: { email, password: 'secret-1' },
      });
      expect(signIn.status, signIn.body).toBe(200);
      const cookie = cookieHeader(signIn.headers['set-cookie']);
      expect(cookie).toContain('session_token=');

      // The session works at that address, for reads and for writes that carry the cookie.
      const session = await httpRequest(`${site}/api/auth/get-session`, { headers: { cookie } });
      expect(session.json()).toMatchObject({ user: { email, emailVerified: true } });
      const rename = await httpRequest(`${site}/api/auth/update-user`, {
        method: 'POST',
        headers: { ...browser, cookie },
        body: { name: 'Renamed Viewer' },
      });
      expect(rename.status, rename.body).toBe(200);
    },
  );

  it('refuses a cross-site origin, and an address other than the one the request reached', async () => {
    const [byIp, byName] = addresses() as [string, string];
    const email = 'cross-site@example.test';
    for (const origin of ['http://evil.example', byName]) {
      const signUp = await httpRequest(`${byIp}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin },
        body: { email, password: 'secret-1', name: 'Victim' },
      });
      expect(signUp.status, origin).toBe(403);
      expect(signUp.json()).toMatchObject({ success: false, code: 'INVALID_ORIGIN' });
    }
    expect(mailsTo(testApp, email)).toEqual([]);
  });
});

describe.each([
  { TRUST_PROXY: 'true', expected: 200, what: 'trusts the origin a reverse proxy says the browser used' },
  { TRUST_PROXY: 'false', expected: 403, what: 'ignores forwarded headers a client makes up' },
])('with TRUST_PROXY=$TRUST_PROXY', ({ TRUST_PROXY, expected, what }) => {
  let testApp: TestApp;
  let site: string;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { PUBLIC_URL, TRUST_PROXY });
    site = `http://127.0.0.1:${await listen(testApp)}`;
  });
  afterAll(async () => testApp?.close());

  it(what, async () => {
    const signUp = await httpRequest(`${site}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        origin: 'https://films.example.net',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'films.example.net',
      },
      body: { email: 'proxied@example.test', password: 'secret-1', name: 'Proxied' },
    });
    expect(signUp.status, signUp.body).toBe(expected);
  });
});

describe('without PUBLIC_URL, mail links lead back to the trusted address the request came to', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { PORT: '3999' });
    port = await listen(testApp);
  });
  afterAll(async () => testApp?.close());

  const mailedLink = (email: string, marker: string) =>
    new URL(
      mailsTo(testApp, email)
        .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
        .filter((link) => link.includes(marker))
        .at(-1)!,
    );
  const signUp = (site: string, email: string, host?: string) =>
    httpRequest(`${site}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: host ? `http://${host}` : site, ...(host ? { host } : {}) },
      body: { email, password: 'secret-1', name: 'Loopback Viewer', callbackURL: '/login' },
    });

  it('signing up through 127.0.0.1 mails a 127.0.0.1 link that verifies the account', async () => {
    const site = `http://127.0.0.1:${port}`;
    const email = 'loopback@example.test';
    const answer = await signUp(site, email);
    expect(answer.status, answer.body).toBe(200);
    const link = mailedLink(email, '/verify-email');
    expect(link.origin).toBe(site);
    const verify = await httpRequest(link.href);
    expect(verify.status).toBe(302);
    expect(verify.headers.location).toBe('/login');

    const reset = await httpRequest(`${site}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { origin: site },
      body: { email, redirectTo: '/reset-password' },
    });
    expect(reset.status, reset.body).toBe(200);
    expect(mailedLink(email, '/reset-password/').origin).toBe(site);
  });

  it("a Host that is neither loopback nor one of the server's addresses gets the default address instead", async () => {
    const email = 'forged-host@example.test';
    const answer = await signUp(`http://127.0.0.1:${port}`, email, `evil.example:${port}`);
    expect(answer.status, answer.body).toBe(200);
    expect(mailedLink(email, '/verify-email').origin).toBe('http://localhost:3999');
  });

  const lanAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  it.skipIf(!lanAddress)("signing up through the server's LAN address mails a link to it", async () => {
    const email = 'lan@example.test';
    const host = `${lanAddress}:${port}`;
    // The connection goes to 127.0.0.1 (where the test server listens) with the LAN address as its Host.
    const answer = await signUp(`http://127.0.0.1:${port}`, email, host);
    expect(answer.status, answer.body).toBe(200);
    expect(mailedLink(email, '/verify-email').origin).toBe(`http://${host}`);
  });
});
