import { OAuth2Server } from 'oauth2-mock-server';
import { freePort } from './ports.ts';

export interface OidcProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  /** What self-hosted providers (Authelia, Pocket ID...) send besides or instead of a name. */
  preferred_username?: string;
}

export interface OidcProvider {
  /** Give the API this as GOOGLE_ISSUER_URL. */
  issuerUrl: string;
  /** The account the next sign-in returns, as Google would after the user picks it. */
  setProfile(profile: OidcProfile): void;
  /** Makes the next sign-in come back as if the user closed Google's consent screen. */
  denyNext(): void;
  stop(): Promise<void>;
}

/** A local OpenID Connect server standing in for Google (discovery, authorize, token, JWKS, userinfo). */
export async function startOidcProvider(): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const port = await freePort();
  await server.start(port, '127.0.0.1');
  let profile: OidcProfile = {
    sub: 'google-user-1',
    email: 'someone@example.test',
    email_verified: true,
    name: 'Someone',
  };
  let deny = false;

  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, profile);
    if (profile.name === undefined) delete token.payload.name;
  });
  server.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = { ...profile };
  });
  server.service.on('beforeAuthorizeRedirect', (redirect) => {
    if (!deny) return;
    deny = false;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', 'access_denied');
  });
  return {
    issuerUrl: server.issuer.url!,
    setProfile: (next) => {
      profile = next;
    },
    denyNext: () => {
      deny = true;
    },
    stop: () => server.stop(),
  };
}
