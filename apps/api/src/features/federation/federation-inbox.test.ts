import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { webcrypto } from 'node:crypto';
import { signRequest } from '@fedify/fedify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/test-users.ts';
import { httpRequest } from '../../testing/http-client.ts';
import {
  asUser,
  federatedUser,
  pollUntil,
  startFederatedServer,
  type FederatedServer,
} from '../../testing/federated-servers.ts';

const AS = 'https://www.w3.org/ns/activitystreams';
const PUBLIC = `${AS}#Public`;
/** The extension context Mastodon puts inline in what it sends. */
const MASTODON_CONTEXT = {
  ostatus: 'http://ostatus.org#',
  atomUri: 'ostatus:atomUri',
  conversation: 'ostatus:conversation',
  sensitive: 'as:sensitive',
  toot: 'http://joinmastodon.org/ns#',
  Hashtag: 'as:Hashtag',
};

const rsa = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};
const newKeys = () =>
  webcrypto.subtle.generateKey(rsa, true, ['sign', 'verify']) as Promise<webcrypto.CryptoKeyPair>;

async function pemOf(key: webcrypto.CryptoKey): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey('spki', key)).toString('base64');
  return `-----BEGIN PUBLIC KEY-----\n${der.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/**
 * A stand-in for a Mastodon server with one account, @carol: WebFinger, her actor document (Mastodon's shape)
 * and an inbox that keeps what it is sent. It signs what it delivers with Fedify's signRequest.
 */
async function startMastodonLike() {
  const keys = await newKeys();
  const received: { path: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base);
      const json = (status: number, body: unknown, type = 'application/activity+json') => {
        response.writeHead(status, { 'content-type': type });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST') {
        received.push({ path: url.pathname, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        return json(202, {});
      }
      if (url.pathname === '/.well-known/webfinger')
        return json(
          200,
          {
            subject: `acct:carol@${host}`,
            aliases: [actorId],
            links: [{ rel: 'self', type: 'application/activity+json', href: actorId }],
          },
          'application/jrd+json',
        );
      if (url.pathname === '/users/carol') return json(200, actorDocument);
      return json(404, { error: 'Record not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `http://${host}`;
  const actorId = `${base}/users/carol`;
  const keyId = `${actorId}#main-key`;
  const actorDocument = {
    '@context': [AS, 'https://w3id.org/security/v1', MASTODON_CONTEXT],
    id: actorId,
    type: 'Person',
    following: `${actorId}/following`,
    followers: `${actorId}/followers`,
    inbox: `${actorId}/inbox`,
    outbox: `${actorId}/outbox`,
    preferredUsername: 'carol',
    name: 'Carol',
    summary: '<p>Mostly films.</p>',
    url: `${base}/@carol`,
    manuallyApprovesFollowers: false,
    published: '2023-04-01T00:00:00Z',
    publicKey: { id: keyId, owner: actorId, publicKeyPem: await pemOf(keys.publicKey) },
    endpoints: { sharedInbox: `${base}/inbox` },
  };

  /** POSTs `activity` to `inbox`, signed with `privateKey` (carol's own by default) under carol's key id. */
  const deliver = async (inbox: string, activity: unknown, privateKey = keys.privateKey) => {
    const signed = await signRequest(
      new Request(inbox, {
        method: 'POST',
        headers: { 'content-type': 'application/activity+json', accept: 'application/activity+json' },
        body: JSON.stringify(activity),
      }),
      privateKey,
      new URL(keyId),
    );
    const headers: Record<string, string> = {};
    signed.headers.forEach((value, name) => (headers[name] = value));
    return httpRequest(inbox, { method: 'POST', headers, body: activity });
  };
  return {
    host,
    base,
    actorId,
    received,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Create(Note) as Mastodon sends one: a status linking a film on TMDB in its text, with a rating. */
function mastodonCreate(actorId: string, base: string, statusId: string, content: string) {
  const status = `${actorId}/statuses/${statusId}`;
  return {
    '@context': [AS, MASTODON_CONTEXT],
    id: `${status}/activity`,
    type: 'Create',
    actor: actorId,
    published: '2026-11-20T21:04:11Z',
    to: [PUBLIC],
    cc: [`${actorId}/followers`],
    object: {
      id: status,
      type: 'Note',
      summary: null,
      inReplyTo: null,
      published: '2026-11-20T21:04:11Z',
      url: `${base}/@carol/${statusId}`,
      attributedTo: actorId,
      to: [PUBLIC],
      cc: [`${actorId}/followers`],
      sensitive: false,
      atomUri: status,
      conversation: `tag:${base.slice(7)},2026-11-20:objectId=${statusId}:objectType=Conversation`,
      content,
      attachment: [],
      tag: [{ type: 'Hashtag', href: `${base}/tags/film`, name: '#film' }],
    },
  };
}

const filmContent =
  '<p>Rewatched <a href="https://www.themoviedb.org/movie/550" target="_blank" rel="nofollow noopener noreferrer">' +
  '<span class="invisible">https://www.</span><span class="">themoviedb.org/movie/550</span></a> tonight ★ 9/10 ' +
  '<a href="https://mastodon.example/tags/film" class="mention hashtag" rel="tag">#<span>film</span></a></p>';

describe('a Mastodon-shaped server delivering to our inbox', () => {
  let server: FederatedServer;
  let mastodon: Awaited<ReturnType<typeof startMastodonLike>>;
  let dana: TestUser;
  let inbox: string;

  beforeAll(async () => {
    [server, mastodon] = await Promise.all([startFederatedServer(), startMastodonLike()]);
    dana = await federatedUser(server, 'dana');
    const finger = await httpRequest(
      `${server.url}/.well-known/webfinger?resource=${encodeURIComponent(`acct:dana@${server.host}`)}`,
    );
    const actorUrl = finger.json().links.find((link: { rel: string }) => link.rel === 'self').href;
    inbox = (await httpRequest(actorUrl, { headers: { accept: 'application/activity+json' } })).json().inbox;
  });
  afterAll(async () => {
    await server?.close();
    await mastodon?.close();
  });

  const feed = async () =>
    (await asUser(server, dana, 'GET', '/api/federation/feed')).json().data as {
      note_url: string;
      url: string | null;
      movie: { tmdb_id: number; title: string };
      rating: number | null;
      author: { account: string };
    }[];

  it('follows @carol there: her inbox gets the Follow, and her signed Accept is taken', async () => {
    const follow = await asUser(server, dana, 'POST', '/api/federation/following', {
      account: `@carol@${mastodon.host}`,
    });
    expect(follow.status).toBe(201);
    const received = await pollUntil(
      async () => mastodon.received,
      (bodies) => bodies.some((item) => item.body.type === 'Follow'),
    );
    const followActivity = received.find((item) => item.body.type === 'Follow')!.body;
    expect(followActivity.object).toBe(mastodon.actorId);

    const accept = await mastodon.deliver(inbox, {
      '@context': AS,
      id: `${mastodon.actorId}#accepts/follows/1`,
      type: 'Accept',
      actor: mastodon.actorId,
      object: followActivity,
    });
    expect(accept.status).toBe(202);
    const following = await pollUntil(
      async () => (await asUser(server, dana, 'GET', '/api/federation/following')).json().data,
      (people: { status: string }[]) => people[0]?.status === 'accepted',
    );
    expect(following[0]).toMatchObject({ account: `@carol@${mastodon.host}`, name: 'Carol' });
  });

  it('accepts a signed Create(Note) linking a film: it shows in the feed with the film and the rating', async () => {
    const create = mastodonCreate(mastodon.actorId, mastodon.base, '1101', filmContent);
    const answer = await mastodon.deliver(inbox, create);
    expect(answer.status).toBe(202);
    const items = await pollUntil(feed, (list) => list.length > 0);
    expect(items[0]).toMatchObject({
      note_url: `${mastodon.actorId}/statuses/1101`,
      movie: { tmdb_id: 550, title: 'Fight Club' },
      rating: 9,
      author: { account: `@carol@${mastodon.host}` },
    });
  });

  it('refuses the same body with a bad signature with 401', async () => {
    const create = mastodonCreate(mastodon.actorId, mastodon.base, '1102', filmContent);
    const forger = await newKeys();
    const forged = await mastodon.deliver(inbox, create, forger.privateKey);
    expect(forged.status).toBe(401);
    const unsigned = await httpRequest(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: create,
    });
    expect(unsigned.status).toBe(401);
    expect((await feed()).some((item) => item.note_url.endsWith('/1102'))).toBe(false);
  });

  it('keeps no post without a film link, and drops a post its author deletes', async () => {
    const chat = mastodonCreate(mastodon.actorId, mastodon.base, '1103', '<p>Lovely weather today.</p>');
    expect((await mastodon.deliver(inbox, chat)).status).toBe(202);
    const remove = await mastodon.deliver(inbox, {
      '@context': AS,
      id: `${mastodon.actorId}/statuses/1101#delete`,
      type: 'Delete',
      actor: mastodon.actorId,
      to: [PUBLIC],
      object: {
        id: `${mastodon.actorId}/statuses/1101`,
        type: 'Tombstone',
        atomUri: `${mastodon.actorId}/statuses/1101`,
      },
    });
    expect(remove.status).toBe(202);
    const items = await pollUntil(feed, (list) => list.length === 0);
    expect(items).toEqual([]);
  });

  it('keeps a post’s own address only when it is a web address (never javascript:)', async () => {
    const create = mastodonCreate(mastodon.actorId, mastodon.base, '1105', filmContent);
    create.object.url = 'javascript:alert(1)';
    expect((await mastodon.deliver(inbox, create)).status).toBe(202);
    const items = await pollUntil(feed, (list) => list.length > 0);
    expect(items[0]).toMatchObject({ note_url: `${mastodon.actorId}/statuses/1105`, url: null });
  });

  it('carol follows dana: accepted at once and told so; when dana deletes her account, carol’s server is told', async () => {
    const danaActor = inbox.replace(/\/inbox$/, '');
    const follow = {
      '@context': AS,
      id: `${mastodon.actorId}#follows/9`,
      type: 'Follow',
      actor: mastodon.actorId,
      object: danaActor,
    };
    expect((await mastodon.deliver(inbox, follow)).status).toBe(202);
    const accepted = await pollUntil(
      async () => mastodon.received,
      (bodies) => bodies.some((item) => item.body.type === 'Accept'),
    );
    const accept = accepted.find((item) => item.body.type === 'Accept')!.body;
    expect(accept).toMatchObject({ actor: danaActor, object: { id: follow.id, type: 'Follow' } });
    const followers = (await asUser(server, dana, 'GET', '/api/federation/followers')).json().data;
    expect(followers).toEqual([
      expect.objectContaining({ account: `@carol@${mastodon.host}`, status: 'accepted' }),
    ]);

    const deleted = await server.testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: dana.headers,
      payload: { password: dana.password },
    });
    expect(deleted.statusCode).toBe(200);
    const told = await pollUntil(
      async () => mastodon.received,
      (bodies) => bodies.some((item) => item.body.type === 'Delete'),
    );
    expect(told.find((item) => item.body.type === 'Delete')!.body).toMatchObject({
      actor: danaActor,
      object: danaActor,
    });
    // Gone here too: no actor, no WebFinger.
    const finger = await httpRequest(
      `${server.url}/.well-known/webfinger?resource=${encodeURIComponent(`acct:dana@${server.host}`)}`,
    );
    expect(finger.status).toBe(404);
  });

  it('refuses deliveries over 64 KB', async () => {
    const huge = mastodonCreate(mastodon.actorId, mastodon.base, '1104', `<p>${'x'.repeat(70_000)}</p>`);
    expect((await mastodon.deliver(inbox, huge)).status).toBe(413);
  });
});
