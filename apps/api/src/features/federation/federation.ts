import {
  createFederation,
  exportJwk,
  generateCryptoKeyPair,
  importJwk,
  kvCache,
  type Context,
  type Federation,
  type InboxContext,
} from '@fedify/fedify';
import {
  Accept,
  Block,
  Create,
  Delete,
  Endpoints,
  Follow,
  Note,
  Person,
  Reject,
  Undo,
  Update,
  getActorHandle,
  isActor,
  type Actor,
  type Recipient,
} from '@fedify/fedify/vocab';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogBrowse } from '@marquee/catalog';
import { normaliseHandle, profilePath } from '@marquee/contracts';
import type { FederationRepository } from './federation.repository.ts';
import { boundedDocumentLoader, type SigningIdentity } from './bounded-document-loader.ts';
import { createDatabaseKvStore, createDatabaseMessageQueue } from './federation.stores.ts';
import type { Kysely } from 'kysely';
import type { webcrypto } from 'node:crypto';
import type { Database } from '@marquee/db';
import { filmNote, filmPostOf, OUTBOX_SIZE, sourceOfEntry } from './notes.ts';
import { loadItemSource, parseItemKey } from './published-items.ts';

export interface FederationSetup {
  publicUrl: string;
  allowPrivateAddress: boolean;
  repository: FederationRepository;
  db: Kysely<Database>;
  catalog: CatalogBrowse;
  log: FastifyBaseLogger;
  softwareVersion: string;
}

export type MarqueeFederation = Federation<void>;

/** Paths (ADR 035): actors by user id, so a changed handle keeps its followers. */
export const ACTOR_PATH = '/ap/users/{identifier}';
export const NOTE_PATH = '/ap/users/{identifier}/notes/{entryId}';

/** A fresh RSA key (for HTTP signatures, which Mastodon reads) and Ed25519 key (for object proofs), as JWKs. */
export async function makeKeyPairs(): Promise<string> {
  const pairs = [];
  for (const algorithm of ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const) {
    const { privateKey, publicKey } = await generateCryptoKeyPair(algorithm);
    pairs.push({ privateKey: await exportJwk(privateKey), publicKey: await exportJwk(publicKey) });
  }
  return JSON.stringify(pairs);
}

async function importKeyPairs(stored: string): Promise<webcrypto.CryptoKeyPair[]> {
  const pairs = JSON.parse(stored) as { privateKey: webcrypto.JsonWebKey; publicKey: webcrypto.JsonWebKey }[];
  return Promise.all(
    pairs.map(async (pair) => ({
      privateKey: await importJwk(pair.privateKey, 'private'),
      publicKey: await importJwk(pair.publicKey, 'public'),
    })),
  );
}

/**
 * `@name@host` of an actor: Fedify's (which asks WebFinger, so a server serving handles for another domain gets
 * it right), else its name at the host of its URI (WebFinger over https fails between test servers on http).
 */
export async function accountOf(actor: Actor): Promise<string> {
  const handle = await getActorHandle(actor).catch(() => '');
  if (/^@[^@\s]+@[^@\s]+$/.test(handle)) return handle;
  if (actor.preferredUsername && actor.id) return `@${actor.preferredUsername.toString()}@${actor.id.host}`;
  return actor.id?.href ?? '';
}

/** The row to keep for a follower or followee. */
export async function relationOf(actor: Actor) {
  return {
    actor_iri: actor.id!.href,
    handle: await accountOf(actor),
    name: actor.name?.toString() ?? null,
    inbox_iri: actor.inboxId!.href,
    shared_inbox_iri: actor.endpoints?.sharedInbox?.href ?? null,
  };
}

/** One Fedify federation per API process: discovery, actors, collections, inbox and the delivery queue. */
export function createMarqueeFederation(setup: FederationSetup): MarqueeFederation {
  const { repository, log, publicUrl } = setup;
  const kv = createDatabaseKvStore(setup.db);
  const userAgent = { software: `Marquee/${setup.softwareVersion}`, url: new URL(publicUrl) };
  // Fedify takes a loader of ours only without its test-only private-address switch: tests use its own.
  const loading = setup.allowPrivateAddress
    ? { allowPrivateAddress: true, userAgent }
    : {
        documentLoaderFactory: () =>
          kvCache({
            loader: boundedDocumentLoader({ userAgent }),
            kv,
            prefix: ['_fedify', 'remoteDocument'],
          }),
        // Fetches signed as a user (authorized-fetch servers) are bounded the same; never cached, as Fedify's.
        authenticatedDocumentLoaderFactory: (identity: SigningIdentity) =>
          boundedDocumentLoader({ userAgent, identity }),
      };
  const federation = createFederation<void>({
    kv,
    queue: createDatabaseMessageQueue(setup.db, (error) => log.warn({ err: error }, 'federation queue')),
    manuallyStartQueue: true,
    origin: publicUrl,
    ...loading,
    onOutboxError: (error, activity) =>
      log.warn({ err: error, activity: activity?.id?.href }, 'federation delivery failed'),
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      const actor = await repository.actorOf(identifier);
      if (!actor) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: actor.handle,
        name: actor.name?.trim() || actor.handle,
        url: new URL(profilePath(actor.handle), publicUrl),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        following: ctx.getFollowingUri(identifier),
        manuallyApprovesFollowers: actor.auto_accept !== 1,
        publicKey: keys[0]?.cryptographicKey,
        assertionMethods: keys.map((key) => key.multikey),
      });
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      const actor = await repository.actorOf(identifier);
      return actor ? importKeyPairs(actor.key_pairs) : [];
    })
    .mapHandle(async (_ctx, username) => (await repository.userIdOfHandle(normaliseHandle(username))) ?? null)
    // `https://host/u/{handle}` (the profile page) and `https://host/@{handle}` find the actor too; tests
    // use the second to look a handle up over plain HTTP, which `acct:` lookups never use.
    .mapAlias(async (_ctx, resource) => {
      if (resource.origin !== new URL(publicUrl).origin) return null;
      const handle = /^\/(?:u\/|@)([^/]+)$/.exec(resource.pathname)?.[1];
      if (!handle) return null;
      const identifier = await repository.userIdOfHandle(normaliseHandle(decodeURIComponent(handle)));
      return identifier ? { identifier } : null;
    });

  federation
    .setFollowersDispatcher('/ap/users/{identifier}/followers', async (_ctx, identifier) => {
      const followers = await repository.followers.listAccepted(identifier);
      const items: Recipient[] = followers.map((follower) => ({
        id: new URL(follower.actor_iri),
        inboxId: new URL(follower.inbox_iri),
        endpoints: follower.shared_inbox_iri ? { sharedInbox: new URL(follower.shared_inbox_iri) } : null,
      }));
      return { items };
    })
    .setCounter(async (_ctx, identifier) => (await repository.followers.listAccepted(identifier)).length);

  federation
    .setFollowingDispatcher('/ap/users/{identifier}/following', async (_ctx, identifier) => {
      const following = await repository.following.listAccepted(identifier);
      return { items: following.map((followee) => new URL(followee.actor_iri)) };
    })
    .setCounter(async (_ctx, identifier) => (await repository.following.listAccepted(identifier)).length);

  registerNotes(federation, setup);
  registerNodeInfo(federation, setup);

  registerInbox(federation, setup);
  return federation;
}

/**
 * The user's outbox (their latest public diary entries, ratings, comments and playlists) and each published
 * Note, to whoever asks for it.
 */
function registerNotes(federation: MarqueeFederation, setup: FederationSetup): void {
  const { repository, publicUrl } = setup;
  federation.setOutboxDispatcher('/ap/users/{identifier}/outbox', async (ctx, identifier) => {
    if (!(await repository.actorOf(identifier))) return null;
    const [entries, itemKeys] = await Promise.all([
      repository.entries.publicEntries(identifier, OUTBOX_SIZE),
      repository.items.publicKeys(identifier, OUTBOX_SIZE),
    ]);
    const itemSources = await Promise.all(
      itemKeys.map((key) => {
        const item = parseItemKey(key)!;
        return loadItemSource(repository.items, setup.catalog, identifier, item.item, item.itemId);
      }),
    );
    const sources = [...entries.map(sourceOfEntry), ...itemSources.filter((source) => source !== undefined)]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, OUTBOX_SIZE);
    const items = sources.map((source) => {
      const note = filmNote(ctx, publicUrl, source, 'public');
      return new Create({
        id: new URL(`${note.id!.href}#create`),
        actor: ctx.getActorUri(identifier),
        to: note.toId,
        cc: note.ccId,
        object: note,
      });
    });
    return { items };
  });

  federation.setObjectDispatcher(Note, NOTE_PATH, async (ctx, { identifier, entryId: key }) => {
    if (!(await repository.actorOf(identifier))) return null;
    // Only what went out publicly is shown to whoever asks; followers-only posts were delivered signed.
    const item = parseItemKey(key);
    if (item) {
      const [source, published] = await Promise.all([
        loadItemSource(repository.items, setup.catalog, identifier, item.item, item.itemId),
        repository.items.find(identifier, key),
      ]);
      return source && published?.sent_as === 'public' ? filmNote(ctx, publicUrl, source, 'public') : null;
    }
    const id = Number(key);
    if (!/^\d{1,15}$/.test(key) || !Number.isSafeInteger(id)) return null;
    const [entry, published] = await Promise.all([
      repository.entries.diaryEntry(identifier, id),
      repository.entries.find(id),
    ]);
    if (!entry || published?.sent_as !== 'public') return null;
    return filmNote(ctx, publicUrl, sourceOfEntry(entry), 'public');
  });
}

/** NodeInfo: the software and protocol, nothing about users (no counts leave the server). */
function registerNodeInfo(federation: MarqueeFederation, setup: FederationSetup): void {
  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => ({
    software: {
      name: 'marquee',
      version: setup.softwareVersion,
      homepage: new URL(setup.publicUrl),
    },
    protocols: ['activitypub'],
    openRegistrations: false,
    usage: { users: {}, localPosts: 0, localComments: 0 },
  }));
}

/** Which local user an activity's object names (their actor URI), when it names one. */
function localUserOf(ctx: Context<void>, iri: URL | null): string | undefined {
  if (!iri) return undefined;
  const parsed = ctx.parseUri(iri);
  return parsed?.type === 'actor' ? parsed.identifier : undefined;
}

function registerInbox(federation: MarqueeFederation, setup: FederationSetup): void {
  const { repository, log } = setup;

  const acceptFollow = async (ctx: Context<void>, userId: string, follow: Follow, follower: Actor) => {
    await ctx.sendActivity(
      { identifier: userId },
      follower,
      new Accept({
        id: new URL(`${ctx.getActorUri(userId).href}#accepts/${encodeURIComponent(follow.id!.href)}`),
        actor: ctx.getActorUri(userId),
        object: follow,
      }),
    );
  };

  /** The local users who follow the sender and have not blocked them: whose feed their posts go to. */
  const readersOf = async (actorIri: string): Promise<string[]> => {
    const readers: string[] = [];
    for (const userId of await repository.following.usersWith(actorIri, 'accepted'))
      if (!(await repository.blocks.blocks(userId, actorIri))) readers.push(userId);
    return readers;
  };

  const keepFilmPost = async (ctx: InboxContext<void>, activity: Create | Update) => {
    const actorIri = activity.actorId?.href;
    if (!actorIri || (await readersOf(actorIri)).length === 0) return;
    const object = await activity.getObject(ctx);
    // A post is its author's, on their server: nobody speaks for someone else's post.
    if (!(object instanceof Note) || !object.id || object.attributionId?.href !== actorIri) return;
    if (object.id.origin !== new URL(actorIri).origin) return;
    const post = await filmPostOf(object, setup.catalog);
    if (!post) return;
    const actor = await activity.getActor(ctx);
    await repository.remoteNotes.save({
      ...post,
      actor_iri: actorIri,
      actor_handle: actor ? await accountOf(actor) : actorIri,
      actor_name: actor?.name?.toString() ?? null,
      received_at: new Date().toISOString(),
    });
  };

  federation
    .setInboxListeners('/ap/users/{identifier}/inbox', '/ap/inbox')
    .on(Follow, async (ctx, follow) => {
      const userId = localUserOf(ctx, follow.objectId);
      if (!userId || !follow.id || !follow.actorId) return;
      const account = await repository.actorOf(userId);
      if (!account || (await repository.blocks.blocks(userId, follow.actorId.href))) return;
      const follower = await follow.getActor(ctx);
      if (!isActor(follower) || !follower.id || !follower.inboxId) return;
      const autoAccept = account.auto_accept === 1;
      await repository.followers.save({
        user_id: userId,
        ...(await relationOf(follower)),
        follow_iri: follow.id.href,
        status: autoAccept ? 'accepted' : 'pending',
      });
      if (autoAccept) await acceptFollow(ctx, userId, follow, follower);
    })
    .on(Undo, async (ctx, undo) => {
      const object = await undo.getObject(ctx);
      if (!(object instanceof Follow) || !undo.actorId) return;
      if (object.actorId?.href !== undo.actorId.href) return;
      const userId = localUserOf(ctx, object.objectId);
      if (userId) await repository.followers.remove(userId, undo.actorId.href);
    })
    .on(Accept, async (ctx, accept) => {
      if (!accept.actorId) return;
      const follow = await accept.getObject(ctx).catch(() => null);
      const userId =
        follow instanceof Follow ? localUserOf(ctx, follow.actorId) : localFollowerOf(ctx, accept.objectId);
      if (userId) await repository.following.setStatus(userId, accept.actorId.href, 'accepted');
    })
    .on(Reject, async (ctx, reject) => {
      if (!reject.actorId) return;
      const follow = await reject.getObject(ctx).catch(() => null);
      const userId =
        follow instanceof Follow ? localUserOf(ctx, follow.actorId) : localFollowerOf(ctx, reject.objectId);
      if (userId) await repository.following.remove(userId, reject.actorId.href);
    })
    .on(Create, keepFilmPost)
    .on(Update, keepFilmPost)
    .on(Delete, async (_ctx, activity) => {
      const actorIri = activity.actorId?.href;
      const objectIri = activity.objectId?.href;
      if (!actorIri || !objectIri) return;
      // An account deleted on its server: it follows nobody here, nobody follows it, its posts go.
      if (objectIri === actorIri) await repository.forgetActor(actorIri);
      else await repository.remoteNotes.remove(objectIri, actorIri);
    })
    .on(Block, async (ctx, block) => {
      // Someone blocked one of our users: they stop following them here too.
      const userId = localUserOf(ctx, block.objectId);
      if (userId && block.actorId) await repository.following.remove(userId, block.actorId.href);
    })
    .onError((ctx, error) => log.warn({ err: error }, 'federation inbox'));
}

/** Our own Follow activities are `{actor}#follows/{n}`: the local follower of an Accept that only names it. */
function localFollowerOf(ctx: Context<void>, followIri: URL | null): string | undefined {
  if (!followIri) return undefined;
  return localUserOf(ctx, new URL(followIri.href.replace(/#.*$/, '')));
}
