import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startOidcProvider, type OidcProvider } from '@marquee/harness';
import { cookieHeader, httpRequest, listen } from '../../testing/http-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A self-hosted OpenID Connect provider (Authelia, Authentik, Keycloak, Pocket ID) as the only way in. */
describe("signing in with the server's OpenID Connect provider", () => {
  let provider: OidcProvider;
  let testApp: TestApp;
  let site: string;
  beforeAll(async () => {
    provider = await startOidcProvider();
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    testApp = await createTestApp('sqlite', {
      PUBLIC_URL: site,
      OIDC_ISSUER_URL: provider.issuerUrl,
      OIDC_CLIENT_ID: 'marquee',
      OIDC_CLIENT_SECRET: 'marquee-secret',
      OIDC_NAME: 'Pocket ID',
      PASSWORD_SIGNUP: 'false',
    });
    await listen(testApp, port);
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.stop();
  });

  /** The browser's part: start at Marquee, pass through the provider, come back with a session cookie. */
  const signInThroughProvider = async () => {
    const start = await httpRequest(`${site}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { origin: site },
      body: { provider: 'oidc', callbackURL: '/login?via=oidc', errorCallbackURL: '/login?via=oidc' },
    });
    expect(start.status, start.body).toBe(200);
    const authorize = new URL(start.json().url);
    expect(authorize.origin).toBe(new URL(provider.issuerUrl).origin);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site}/api/auth/callback/oidc`);
    const consent = await httpRequest(authorize.href);
    expect(consent.status).toBe(302);
    const callback = await httpRequest(String(consent.headers.location), {
      headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    });
    expect(callback.status, callback.body).toBe(302);
    return {
      location: String(callback.headers.location),
      cookie: cookieHeader(callback.headers['set-cookie']),
    };
  };

  it('tells the web app to show "Sign in with Pocket ID" and that password sign-up is off', async () => {
    const config = (await httpRequest(`${site}/api/auth-config`)).json();
    expect(config.data).toMatchObject({
      oidcName: 'Pocket ID',
      passwordSignUpEnabled: false,
      googleEnabled: false,
    });
  });

  it('creates the account on first sign-in and signs the person in', async () => {
    provider.setProfile({
      sub: 'pocket-1',
      email: 'Ada@Example.test',
      email_verified: true,
      name: 'Ada Lovelace',
    });
    const { location, cookie } = await signInThroughProvider();
    expect(location).toBe('/login?via=oidc');
    const likes = await httpRequest(`${site}/api/likes`, { headers: { cookie } });
    expect(likes.status).toBe(200);
    const session = (await httpRequest(`${site}/api/auth/get-session`, { headers: { cookie } })).json();
    expect(session.user).toMatchObject({
      email: 'ada@example.test',
      name: 'Ada Lovelace',
      emailVerified: true,
    });

    // The same person again: the same account.
    const again = await signInThroughProvider();
    const second = (
      await httpRequest(`${site}/api/auth/get-session`, { headers: { cookie: again.cookie } })
    ).json();
    expect(second.user.id).toBe(session.user.id);
  });

  it('takes the username when the provider sends no name, and leaves the name to choose when it sends neither', async () => {
    const nameOf = async () => {
      const { cookie } = await signInThroughProvider();
      return (await httpRequest(`${site}/api/auth/get-session`, { headers: { cookie } })).json().user.name;
    };
    provider.setProfile({
      sub: 'pocket-2',
      email: 'grace@example.test',
      email_verified: true,
      preferred_username: 'grace',
    });
    expect(await nameOf()).toBe('grace');
    // Chosen on /profile-setup.
    provider.setProfile({ sub: 'pocket-3', email: 'anon@example.test', email_verified: true });
    expect(await nameOf()).toBe('');
  });

  it('refuses email-and-password sign-up when PASSWORD_SIGNUP=false', async () => {
    const signUp = await httpRequest(`${site}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: site },
      body: { email: 'password-person@example.test', password: 'secret-1', name: 'Pass Word' },
    });
    expect(signUp.status).toBe(400);
    expect(signUp.json()).toMatchObject({ success: false });
  });
});
