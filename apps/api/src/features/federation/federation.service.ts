import crypto from 'node:crypto';
import type { Context } from '@fedify/fedify';
import {
  Accept,
  Block,
  Create,
  Delete,
  Follow,
  Note,
  PUBLIC_COLLECTION,
  Reject,
  Tombstone,
  Undo,
  Update,
  isActor,
  type Actor,
} from '@fedify/fedify/vocab';
import {
  FEDERATION_FEED_SIZE,
  FEDERATION_NEEDS_HANDLE_MESSAGE,
  FEDERATION_OFF_MESSAGE,
  type FederationPerson,
  type FederationSettings,
  type FriendsFeedItem,
  type UpdateFederationSettingsBody,
  type Visibilities,
  type Visibility,
  type VisibilityQuery,
} from '@marquee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import type { DiaryChange } from '../../platform/diary-events.ts';
import { makeKeyPairs, relationOf, type MarqueeFederation } from './federation.ts';
import type { FederationRepository, Relation } from './federation.repository.ts';
import { filmNote, sourceOfEntry, type FilmNoteSource } from './notes.ts';
import { PUBLISHABLE_ITEMS, itemKey, loadItemSource, type PublishableItem } from './published-items.ts';
import type { PublishableChange } from '../../platform/publishable-events.ts';
import type { CatalogBrowse } from '@marquee/catalog';

const PERSON_NOT_FOUND = 'Person not found';
const ITEM_NOT_FOUND: Record<PublishableItem, string> = {
  rating: 'You have not rated this film',
  comment: 'Comment not found',
  playlist: 'Public playlist not found',
};

export interface FederationServiceSetup {
  /** Undefined when FEDERATION is off: every personal route then says so. */
  federation: MarqueeFederation | undefined;
  repository: FederationRepository;
  publicUrl: string;
  /** Film titles for the Notes of ratings and comments. */
  catalog: CatalogBrowse;
  /** Tests only: handles are looked up over plain HTTP. */
  insecureLookups: boolean;
  log: FastifyBaseLogger;
}

const personOf = (relation: Relation): FederationPerson => ({
  relation_id: relation.relation_id,
  account: relation.handle,
  name: relation.name,
  actor_url: relation.actor_iri,
  status: relation.status,
  since: relation.created_at,
});

/** What every part of the service needs: Fedify's context, the user's actor, looking accounts up. */
function createFederationAccess(setup: FederationServiceSetup) {
  const { repository, publicUrl, log } = setup;
  const host = new URL(publicUrl).host;

  const context = (): Context<void> => {
    if (!setup.federation) throw new NotFoundError(FEDERATION_OFF_MESSAGE);
    return setup.federation.createContext(new URL(publicUrl), undefined);
  };

  const requireActor = async (userId: string) => {
    const ctx = context();
    const actor = await repository.actorOf(userId);
    if (!actor) throw new BadRequestError('Turn federation on in your settings first');
    return { ctx, actor };
  };

  /** The actor behind `@name@host`, through WebFinger (over plain HTTP only in tests). */
  const lookUpAccount = async (ctx: Context<void>, account: string): Promise<Actor> => {
    const [name, server] = account.replace(/^@/, '').split('@') as [string, string];
    let found: unknown;
    try {
      if (setup.insecureLookups) {
        const descriptor = await ctx.lookupWebFinger(`http://${server}/@${name}`);
        const self = descriptor?.links?.find((link) => link.rel === 'self' && link.href)?.href;
        found = self ? await ctx.lookupObject(self) : null;
      } else found = await ctx.lookupObject(`@${name}@${server}`);
    } catch (error) {
      // A server that is down, refuses, or answers something that is not an actor: the same answer.
      log.info({ err: error, account }, 'federation: looking an account up failed');
      found = null;
    }
    if (!isActor(found) || !found.id || !found.inboxId)
      throw new NotFoundError(`Nobody found at @${name}@${server}`);
    return found;
  };
  return { host, context, requireActor, lookUpAccount };
}
type FederationAccess = ReturnType<typeof createFederationAccess>;

/** Where a Note's delivery state is kept: a diary entry's row, or a rating's, comment's or playlist's. */
interface PublishedStore {
  find(): Promise<{ visibility: Visibility | null; sent_as: Visibility | null } | undefined>;
  save(changes: { sent_as: Visibility | null }): Promise<void>;
  remove(): Promise<void>;
}

/**
 * Sends what the Note of `key` now says to the user's followers as its visibility says (ADR 035): Create the
 * first time, Update after, Delete once it is gone or made private (when it was ever sent).
 */
async function deliverNote(
  setup: FederationServiceSetup,
  { context }: FederationAccess,
  item: { userId: string; key: string; source: FilmNoteSource | undefined },
  store: PublishedStore,
): Promise<void> {
  const { repository, publicUrl } = setup;
  const { userId, key, source } = item;
  const actor = await repository.actorOf(userId);
  if (!setup.federation || !actor) return;
  const ctx = context();
  const published = await store.find();
  const sentAs = published?.sent_as ?? null;
  const visibility: Visibility = published?.visibility ?? actor.default_visibility;
  const sender = { identifier: userId };
  const options = { preferSharedInbox: true };
  if (!source || visibility === 'private') {
    if (sentAs) {
      const noteId = ctx.getObjectUri(Note, { identifier: userId, entryId: key });
      await ctx.sendActivity(
        sender,
        'followers',
        new Delete({
          id: new URL(`${noteId.href}#delete-${Date.now()}`),
          actor: ctx.getActorUri(userId),
          to: PUBLIC_COLLECTION,
          cc: ctx.getFollowersUri(userId),
          object: new Tombstone({ id: noteId }),
        }),
        options,
      );
    }
    if (!source) await store.remove();
    else await store.save({ sent_as: null });
    return;
  }
  const note = filmNote(ctx, publicUrl, source, visibility);
  const Activity = sentAs ? Update : Create;
  await ctx.sendActivity(
    sender,
    'followers',
    new Activity({
      id: new URL(`${note.id!.href}#${sentAs ? 'update' : 'create'}-${Date.now()}`),
      actor: ctx.getActorUri(userId),
      to: note.toId,
      cc: note.ccId,
      object: note,
    }),
    options,
  );
  await store.save({ sent_as: visibility });
}

/** Diary entries, ratings, comments and public playlists out to followers, and an account's deletion. */
function createPublisher(setup: FederationServiceSetup, access: FederationAccess) {
  const { context } = access;
  const { repository, log } = setup;
  const deliver = (userId: string, key: string, source: FilmNoteSource | undefined, store: PublishedStore) =>
    deliverNote(setup, access, { userId, key, source }, store);

  const entryStore = (userId: string, entryId: number): PublishedStore => ({
    find: () => repository.entries.find(entryId),
    save: (changes) => repository.entries.save(entryId, userId, changes),
    remove: () => repository.entries.remove(entryId),
  });
  const itemStore = (userId: string, key: string): PublishedStore => ({
    find: () => repository.items.find(userId, key),
    save: (changes) => repository.items.save(userId, key, changes),
    remove: () => repository.items.remove(userId, key),
  });

  const publishEntry = async ({ kind, userId, entryId, visibility }: DiaryChange) => {
    if (visibility) await repository.entries.save(entryId, userId, { visibility });
    const entry = kind === 'deleted' ? undefined : await repository.entries.diaryEntry(userId, entryId);
    await deliver(userId, String(entryId), entry && sourceOfEntry(entry), entryStore(userId, entryId));
  };
  const publishItem = async ({ item, userId, itemId, visibility }: PublishableChange) => {
    const key = itemKey(item, itemId);
    if (visibility) await repository.items.save(userId, key, { visibility });
    const source = await loadItemSource(repository.items, setup.catalog, userId, item, itemId);
    await deliver(userId, key, source, itemStore(userId, key));
  };

  /** One Note's changes go out one after the other, so a quick edit never overtakes the Create before it. */
  const pending = new Map<string, Promise<void>>();
  const inOrder = (key: string, publish: () => Promise<void>): Promise<void> => {
    const next = (pending.get(key) ?? Promise.resolve()).then(publish);
    const settled = next.catch(() => undefined);
    pending.set(key, settled);
    void settled.then(() => {
      if (pending.get(key) === settled) pending.delete(key);
    });
    return next;
  };
  const publishInOrder = (change: DiaryChange) =>
    inOrder(`${change.userId} ${change.entryId}`, () => publishEntry(change));
  const publishItemInOrder = (change: PublishableChange) =>
    inOrder(`${change.userId} ${itemKey(change.item, change.itemId)}`, () => publishItem(change));

  return {
    publishInOrder,
    publishItemInOrder,

    /**
     * Resolves once the changes of these entries and items still being published are done. A visibility chosen
     * with a write is saved by its publication, which starts after the write has answered: a read that follows
     * at once waits for it instead of answering the default.
     */
    async published(userId: string, query: VisibilityQuery): Promise<void> {
      const keys = [
        ...(query.diary ?? []).map(String),
        ...PUBLISHABLE_ITEMS.flatMap((item) => (query[item] ?? []).map((itemId) => itemKey(item, itemId))),
      ];
      await Promise.all(keys.map((key) => pending.get(`${userId} ${key}`)));
    },

    /**
     * Before the account's rows (and keys) go: its followers are told the actor is deleted. The delivery is
     * queued with its signature keys, so it goes out after the account is gone.
     */
    async announceAccountDeletion(userId: string): Promise<void> {
      if (!setup.federation || !(await repository.actorOf(userId))) return;
      const ctx = context();
      const actorUri = ctx.getActorUri(userId);
      await ctx
        .sendActivity(
          { identifier: userId },
          'followers',
          new Delete({
            id: new URL(`${actorUri.href}#delete`),
            actor: actorUri,
            to: PUBLIC_COLLECTION,
            object: actorUri,
          }),
          { preferSharedInbox: true, fanout: 'skip' },
        )
        .catch((error: unknown) =>
          log.warn({ err: error }, 'federation: announcing a deleted account failed'),
        );
    },

    /** The diary's listener: publishing never fails the diary write, it is logged. */
    onDiaryChange(change: DiaryChange): void {
      publishInOrder(change).catch((error: unknown) =>
        log.warn({ err: error, entryId: change.entryId }, 'federation: publishing a diary entry failed'),
      );
    },

    /** The ratings', comments' and playlists' listener: never fails their writes either. */
    onItemChange(change: PublishableChange): void {
      publishItemInOrder(change).catch((error: unknown) =>
        log.warn({ err: error, ...change }, 'federation: publishing an item failed'),
      );
    },
  };
}

/** Following and followers. */
function createPeopleService(
  setup: FederationServiceSetup,
  { context, requireActor, lookUpAccount }: FederationAccess,
) {
  const { repository } = setup;
  return {
    async followers(userId: string): Promise<FederationPerson[]> {
      context();
      return (await repository.followers.list(userId)).map(personOf);
    },

    async following(userId: string): Promise<FederationPerson[]> {
      context();
      return (await repository.following.list(userId)).map(personOf);
    },

    async follow(userId: string, account: string): Promise<FederationPerson> {
      const { ctx } = await requireActor(userId);
      const followee = await lookUpAccount(ctx, account);
      if (followee.id!.href === ctx.getActorUri(userId).href)
        throw new BadRequestError('You can’t follow yourself');
      if (await repository.blocks.blocks(userId, followee.id!.href))
        throw new BadRequestError('You blocked this person or their server; unblock them first');
      const followIri = new URL(`${ctx.getActorUri(userId).href}#follows/${crypto.randomUUID()}`);
      await repository.following.save({
        user_id: userId,
        ...(await relationOf(followee)),
        follow_iri: followIri.href,
        status: 'pending',
      });
      await ctx.sendActivity(
        { identifier: userId },
        followee,
        new Follow({ id: followIri, actor: ctx.getActorUri(userId), object: followee.id }),
      );
      return personOf((await repository.following.findByActor(userId, followee.id!.href))!);
    },

    async unfollow(userId: string, relationId: number): Promise<void> {
      const { ctx } = await requireActor(userId);
      const followee = await repository.following.find(userId, relationId);
      if (!followee) throw new NotFoundError(PERSON_NOT_FOUND);
      await repository.following.remove(userId, followee.actor_iri);
      await ctx.sendActivity(
        { identifier: userId },
        recipientOf(followee),
        new Undo({
          id: new URL(`${ctx.getActorUri(userId).href}#undo/${crypto.randomUUID()}`),
          actor: ctx.getActorUri(userId),
          object: new Follow({
            id: followee.follow_iri ? new URL(followee.follow_iri) : null,
            actor: ctx.getActorUri(userId),
            object: new URL(followee.actor_iri),
          }),
        }),
      );
    },

    /** Accepts a waiting follow request; an accepted follower is left as is. */
    async acceptFollower(userId: string, relationId: number): Promise<FederationPerson> {
      const { ctx } = await requireActor(userId);
      const follower = await repository.followers.find(userId, relationId);
      if (!follower) throw new NotFoundError(PERSON_NOT_FOUND);
      if (follower.status === 'pending') {
        await repository.followers.setStatus(userId, follower.actor_iri, 'accepted');
        await ctx.sendActivity(
          { identifier: userId },
          recipientOf(follower),
          new Accept({
            id: new URL(`${ctx.getActorUri(userId).href}#accepts/${crypto.randomUUID()}`),
            actor: ctx.getActorUri(userId),
            object: followActivityOf(follower, ctx.getActorUri(userId)),
          }),
        );
      }
      return personOf((await repository.followers.find(userId, relationId))!);
    },

    /** Refuses a request or removes a follower: they are told (Reject) and get nothing more. */
    async removeFollower(userId: string, relationId: number): Promise<void> {
      const { ctx } = await requireActor(userId);
      const follower = await repository.followers.find(userId, relationId);
      if (!follower) throw new NotFoundError(PERSON_NOT_FOUND);
      await repository.followers.remove(userId, follower.actor_iri);
      await ctx.sendActivity(
        { identifier: userId },
        recipientOf(follower),
        new Reject({
          id: new URL(`${ctx.getActorUri(userId).href}#rejects/${crypto.randomUUID()}`),
          actor: ctx.getActorUri(userId),
          object: followActivityOf(follower, ctx.getActorUri(userId)),
        }),
      );
    },
  };
}

/** People and whole servers a user blocked. */
function createBlocksService(
  setup: FederationServiceSetup,
  { host, context, requireActor, lookUpAccount }: FederationAccess,
) {
  const { repository } = setup;
  return {
    async blocks(userId: string) {
      context();
      return (await repository.blocks.list(userId)).map(({ block_id, kind, target, created_at }) => ({
        block_id,
        kind,
        target,
        since: created_at,
      }));
    },

    /**
     * Blocks a person or a whole server: they stop following and being followed, are told (Block, for a
     * person), and whatever they send is dropped.
     */
    async block(userId: string, target: { account?: string; server?: string }) {
      const ctx = context();
      if (target.server) {
        const server = target.server.toLowerCase();
        if (server === host.toLowerCase()) throw new BadRequestError('You can’t block this server');
        await repository.blocks.add(userId, 'server', server);
        await repository.followers.removeOnHost(userId, server);
        await repository.following.removeOnHost(userId, server);
      } else {
        await requireActor(userId);
        const person = await lookUpAccount(ctx, target.account!);
        const actorIri = person.id!.href;
        await repository.blocks.add(userId, 'actor', actorIri);
        await repository.followers.remove(userId, actorIri);
        await repository.following.remove(userId, actorIri);
        await ctx.sendActivity(
          { identifier: userId },
          person,
          new Block({
            id: new URL(`${ctx.getActorUri(userId).href}#blocks/${crypto.randomUUID()}`),
            actor: ctx.getActorUri(userId),
            object: person.id,
          }),
        );
      }
      return (await this.blocks(userId))[0]!;
    },

    async unblock(userId: string, blockId: number): Promise<void> {
      context();
      if (!(await repository.blocks.remove(userId, blockId))) throw new NotFoundError('Block not found');
    },
  };
}

export function createFederationService(setup: FederationServiceSetup) {
  const { repository } = setup;
  const access = createFederationAccess(setup);
  const { host, context } = access;
  const publisher = createPublisher(setup, access);
  const {
    publishInOrder,
    publishItemInOrder,
    published,
    announceAccountDeletion,
    onDiaryChange,
    onItemChange,
  } = publisher;
  return {
    ...createPeopleService(setup, access),
    ...createBlocksService(setup, access),
    announceAccountDeletion,
    onDiaryChange,
    onItemChange,

    async settings(userId: string): Promise<FederationSettings> {
      const account = await repository.findAccount(userId);
      const handle = await repository.handleOf(userId);
      const enabled = setup.federation !== undefined && account?.enabled === 1 && handle !== undefined;
      return {
        available: setup.federation !== undefined,
        enabled,
        auto_accept: account ? account.auto_accept === 1 : true,
        default_visibility: account?.default_visibility ?? 'public',
        friends_ratings: account?.friends_ratings === 1,
        account: enabled ? `@${handle}@${host}` : null,
      };
    },

    async updateSettings(userId: string, body: Required<UpdateFederationSettingsBody>) {
      context();
      if (body.enabled && !(await repository.handleOf(userId)))
        throw new BadRequestError(FEDERATION_NEEDS_HANDLE_MESSAGE);
      await repository.saveAccount(userId, body, makeKeyPairs);
      return this.settings(userId);
    },

    /**
     * Who sees each asked item: its own visibility, else the default it is published with. Nothing to choose
     * (`enabled: false`, no items) while federation is off for the server or the user.
     */
    async visibilities(userId: string, query: VisibilityQuery): Promise<Visibilities> {
      const { enabled, default_visibility } = await this.settings(userId);
      if (!enabled) return { enabled, default_visibility, items: [] };
      await published(userId, query);
      return {
        enabled,
        default_visibility,
        items: await visibilitiesOf(repository, userId, query, default_visibility),
      };
    },

    /** Sets one diary entry's visibility and delivers the change (a Delete when it becomes private). */
    async setEntryVisibility(userId: string, entryId: number, visibility: Visibility) {
      context();
      if (!(await repository.entries.diaryEntry(userId, entryId)))
        throw new NotFoundError('Diary entry not found');
      await repository.entries.save(entryId, userId, { visibility });
      await publishInOrder({ kind: 'updated', userId, entryId });
      return { entry_id: entryId, visibility };
    },

    /** Sets one rating's, comment's or public playlist's visibility and delivers the change. */
    async setItemVisibility(userId: string, item: PublishableItem, itemId: number, visibility: Visibility) {
      context();
      if (!(await loadItemSource(repository.items, setup.catalog, userId, item, itemId)))
        throw new NotFoundError(ITEM_NOT_FOUND[item]);
      await repository.items.save(userId, itemKey(item, itemId), { visibility });
      await publishItemInOrder({ item, userId, itemId });
      return { item, item_id: itemId, visibility };
    },

    /** Film posts of the people the user follows; of one film when `tmdbId` is given ("Friends who watched this"). */
    async feed(userId: string, tmdbId?: number): Promise<FriendsFeedItem[]> {
      context();
      const rows = await repository.remoteNotes.feed(userId, FEDERATION_FEED_SIZE, tmdbId);
      const blocked = await Promise.all(rows.map((row) => repository.blocks.blocks(userId, row.actor_iri)));
      return rows
        .filter((_row, index) => !blocked[index])
        .map((row) => ({
          note_url: row.note_iri,
          url: row.url,
          author: { account: row.actor_handle, name: row.actor_name, actor_url: row.actor_iri },
          movie: {
            id: row.tmdb_id,
            tmdb_id: row.tmdb_id,
            title: row.title,
            poster_path: row.poster_path,
            release_date: row.release_date,
          },
          rating: row.rating,
          text: row.content,
          published_at: row.published_at,
        }));
    },
  };
}
export type FederationService = ReturnType<typeof createFederationService>;

/** Each asked diary entry's and item's chosen visibility, or the user's default for those without one. */
async function visibilitiesOf(
  repository: FederationRepository,
  userId: string,
  query: VisibilityQuery,
  fallback: Visibility,
): Promise<Visibilities['items']> {
  const entryIds = query.diary ?? [];
  const asked = PUBLISHABLE_ITEMS.flatMap((item) => (query[item] ?? []).map((itemId) => ({ item, itemId })));
  const [entries, items] = await Promise.all([
    repository.entries.visibilities(userId, entryIds),
    repository.items.visibilities(
      userId,
      asked.map(({ item, itemId }) => itemKey(item, itemId)),
    ),
  ]);
  return [
    ...entryIds.map((entryId) => ({
      item: 'diary' as const,
      item_id: entryId,
      visibility: entries.get(entryId) ?? fallback,
    })),
    ...asked.map(({ item, itemId }) => ({
      item,
      item_id: itemId,
      visibility: items.get(itemKey(item, itemId)) ?? fallback,
    })),
  ];
}

function recipientOf(relation: Relation) {
  return {
    id: new URL(relation.actor_iri),
    inboxId: new URL(relation.inbox_iri),
    endpoints: relation.shared_inbox_iri ? { sharedInbox: new URL(relation.shared_inbox_iri) } : null,
  };
}

/** The Follow a follower sent us, rebuilt from what we kept, for the Accept or Reject that answers it. */
function followActivityOf(follower: Relation, localActor: URL): Follow {
  return new Follow({
    id: follower.follow_iri ? new URL(follower.follow_iri) : null,
    actor: new URL(follower.actor_iri),
    object: localActor,
  });
}
