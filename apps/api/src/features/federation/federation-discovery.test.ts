import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { createTestApp } from '../../testing/test-app.ts';
import { httpRequest } from '../../testing/http-client.ts';
import { signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';
import {
  asUser,
  federatedUser,
  pollUntil,
  startFederatedServer,
  type FederatedServer,
} from '../../testing/federated-servers.ts';

describe.each(engineTestEngines())('federation discovery (WebFinger, NodeInfo, actors) on %s', (engine) => {
  let server: FederatedServer;
  let alice: TestUser;
  let privateUser: TestUser;

  beforeAll(async () => {
    server = await startFederatedServer({}, engine);
    alice = await federatedUser(server, 'alice', { auto_accept: false });
    // A public profile, but federation left off: not discoverable.
    privateUser = await signUpVerifiedUser(server.testApp);
    await asUser(server, privateUser, 'PUT', '/api/profile', { handle: 'quiet', is_public: true });
  });
  afterAll(async () => server?.close());

  const webfinger = (resource: string) =>
    httpRequest(`${server.url}/.well-known/webfinger?resource=${encodeURIComponent(resource)}`);

  it('answers WebFinger for an opted-in handle with the actor link of type application/activity+json', async () => {
    const answer = await webfinger(`acct:alice@${server.host}`);
    expect(answer.status).toBe(200);
    const self = answer.json().links.find((link: { rel: string }) => link.rel === 'self');
    expect(self.type).toBe('application/activity+json');
    expect(self.href).toMatch(new RegExp(`^${server.url}/ap/users/`));

    const actor = await httpRequest(self.href, { headers: { accept: 'application/activity+json' } });
    expect(actor.status).toBe(200);
    expect(actor.json()).toMatchObject({
      type: 'Person',
      preferredUsername: 'alice',
      inbox: `${self.href}/inbox`,
      manuallyApprovesFollowers: true,
    });
    expect(actor.json().publicKey.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  it('answers 404 for an unknown account and for a user who did not turn federation on', async () => {
    expect((await webfinger(`acct:nobody@${server.host}`)).status).toBe(404);
    expect((await webfinger(`acct:quiet@${server.host}`)).status).toBe(404);
  });

  it('links a NodeInfo document naming the software and activitypub', async () => {
    const links = await httpRequest(`${server.url}/.well-known/nodeinfo`);
    expect(links.status).toBe(200);
    const href = links.json().links[0].href as string;
    const nodeinfo = await httpRequest(href);
    expect(nodeinfo.status).toBe(200);
    expect(nodeinfo.json().software.name).toBe('marquee');
    expect(nodeinfo.json().protocols).toEqual(['activitypub']);
  });

  it('shows the user their address; a browser opening the actor goes to the profile page', async () => {
    const settings = await asUser(server, alice, 'GET', '/api/federation');
    expect(settings.json().data).toMatchObject({
      available: true,
      enabled: true,
      auto_accept: false,
      account: `@alice@${server.host}`,
    });
    const self = (await webfinger(`acct:alice@${server.host}`))
      .json()
      .links.find((link: { rel: string }) => link.rel === 'self');
    const page = await httpRequest(self.href, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/u/alice');
  });

  it('publishes a logged watch as a Note Mastodon can show: title, year, rating and the film’s TMDB link', async () => {
    const logged = await asUser(server, alice, 'POST', '/api/diary', { tmdb_id: 603, rating: 8 });
    expect(logged.status).toBe(201);
    const self = (await webfinger(`acct:alice@${server.host}`))
      .json()
      .links.find((link: { rel: string }) => link.rel === 'self');
    const asActivityJson = { accept: 'application/activity+json' };
    const actor = (await httpRequest(self.href, { headers: asActivityJson })).json();
    // Published just after the answer: asked until it is in the outbox.
    const outboxItems = async () => {
      const outbox = (await httpRequest(actor.outbox, { headers: asActivityJson })).json();
      const page = outbox.first
        ? (await httpRequest(outbox.first, { headers: asActivityJson })).json()
        : outbox;
      return (page.orderedItems ?? []) as { type: string; object: { id: string } }[];
    };
    const items = await pollUntil(outboxItems, (list) => list.length > 0);
    const create = items[0]!;
    expect(create.type).toBe('Create');
    const note = (await httpRequest(create.object.id, { headers: asActivityJson })).json();
    expect(note).toMatchObject({
      type: 'Note',
      attributedTo: self.href,
      to: 'as:Public',
      url: `${server.url}/movie/603`,
      tag: { type: 'Link', href: 'https://www.themoviedb.org/movie/603', name: 'The Matrix (1999)' },
    });
    expect(note.content).toBe(
      '<p>Watched <a href="https://www.themoviedb.org/movie/603">The Matrix (1999)</a> ★ 8/10</p>',
    );

    // A rating goes out too, newest first in the outbox, its Note readable by whoever asks.
    await asUser(server, alice, 'POST', '/api/ratings', { tmdb_id: 155, rating: 9 });
    const both = await pollUntil(outboxItems, (list) => list.length > 1);
    expect(both[0]!.object.id).toMatch(/\/notes\/rating-155$/);
    const rated = (await httpRequest(both[0]!.object.id, { headers: asActivityJson })).json();
    expect(rated.content).toBe(
      '<p>Rated <a href="https://www.themoviedb.org/movie/155">The Dark Knight (2008)</a> ★ 9/10</p>',
    );
    expect(rated.tag).toMatchObject({ href: 'https://www.themoviedb.org/movie/155' });
  });

  it('answers a JSON 4xx to an account that is malformed, nowhere to be found, or one’s own', async () => {
    const follow = (account: string) =>
      asUser(server, alice, 'POST', '/api/federation/following', { account });
    const malformed = await follow('not an account');
    expect(malformed.status).toBe(400);
    expect(malformed.json().success).toBe(false);
    const nowhere = await follow('@ghost@127.0.0.1:9');
    expect(nowhere.status).toBe(404);
    expect(nowhere.json().message).toBe('Nobody found at @ghost@127.0.0.1:9');
    expect((await follow(`@alice@${server.host}`)).status).toBe(400);
  });

  it('refuses to turn federation on without a profile handle; letting For you use friends’ ratings needs none', async () => {
    const user = await signUpVerifiedUser(server.testApp);
    const answer = await asUser(server, user, 'PUT', '/api/federation', { enabled: true });
    expect(answer.status).toBe(400);
    expect(answer.json().message).toMatch(/handle/);
    expect((await asUser(server, user, 'GET', '/api/federation')).json().data.friends_ratings).toBe(false);
    const allowed = await asUser(server, user, 'PUT', '/api/federation', {
      enabled: false,
      friends_ratings: true,
    });
    expect(allowed.json().data).toMatchObject({ enabled: false, friends_ratings: true });
  });
});

describe('federation off (the default)', () => {
  it('answers 404 to discovery and says so in the API', async () => {
    const testApp = await createTestApp('sqlite');
    try {
      const user = await signUpVerifiedUser(testApp);
      const finger = await testApp.app.inject({
        url: '/.well-known/webfinger?resource=acct:alice@localhost',
      });
      expect(finger.statusCode).toBe(404);
      expect((await testApp.app.inject({ url: '/.well-known/nodeinfo' })).statusCode).toBe(404);
      const settings = await testApp.app.inject({ url: '/api/federation', headers: user.headers });
      expect(settings.json().data).toMatchObject({ available: false, enabled: false, account: null });
      const follow = await testApp.app.inject({
        method: 'POST',
        url: '/api/federation/following',
        headers: user.headers,
        payload: { account: '@bob@example.social' },
      });
      expect(follow.statusCode).toBe(404);
      expect(follow.json().message).toBe('Federation is not turned on for this server');
      // Nothing to choose: no visibility is read, and no error either.
      const visibility = await testApp.app.inject({
        url: '/api/federation/visibility?diary=1&rating=603',
        headers: user.headers,
      });
      expect(visibility.json().data).toEqual({ enabled: false, default_visibility: 'public', items: [] });
      const bad = await testApp.app.inject({
        url: '/api/federation/visibility?diary=x',
        headers: user.headers,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/comma-separated list of ids/);
    } finally {
      await testApp.close();
    }
  });
});
