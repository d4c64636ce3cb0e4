import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import type { FederationTables, RelationTable, Visibility } from '@marquee/db';
import { createFederationItemsRepository } from './federation-items.repository.ts';

export type Relation = Omit<RelationTable, 'relation_id'> & { relation_id: number };
export type NewRelation = Omit<RelationTable, 'relation_id' | 'created_at'>;
type RelationKind = 'federation_followers' | 'federation_following';

export interface DiaryEntryForNote {
  entry_id: number;
  user_id: string;
  tmdb_id: number;
  title: string;
  release_date: string | null;
  watched_on: string;
  rating: number | null;
  review: string | null;
  created_at: string;
  updated_at: string | null;
}

const now = () => new Date().toISOString();

/** Followers or followees: people elsewhere in a relation with a local user. */
function relationsRepository(db: Kysely<Database>, table: RelationKind) {
  return {
    list(userId: string): Promise<Relation[]> {
      return db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute() as Promise<Relation[]>;
    },
    listAccepted(userId: string): Promise<Relation[]> {
      return db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'accepted')
        .execute() as Promise<Relation[]>;
    },
    find(userId: string, relationId: number): Promise<Relation | undefined> {
      return db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', userId)
        .where('relation_id', '=', relationId)
        .executeTakeFirst() as Promise<Relation | undefined>;
    },
    findByActor(userId: string, actorIri: string): Promise<Relation | undefined> {
      return db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', userId)
        .where('actor_iri', '=', actorIri)
        .executeTakeFirst() as Promise<Relation | undefined>;
    },
    /** Local users in this relation with the actor (who follow them, or whom they follow). */
    usersWith(actorIri: string, status?: 'accepted'): Promise<string[]> {
      let query = db.selectFrom(table).select('user_id').where('actor_iri', '=', actorIri);
      if (status) query = query.where('status', '=', status);
      return query.execute().then((rows) => rows.map((row) => row.user_id));
    },
    async save(relation: NewRelation): Promise<void> {
      const { handle, name, inbox_iri, shared_inbox_iri, follow_iri, status } = relation;
      const changes = { handle, name, inbox_iri, shared_inbox_iri, follow_iri, status };
      await db
        .insertInto(table)
        .values({ ...relation, created_at: now() })
        .onConflict((conflict) => conflict.columns(['user_id', 'actor_iri']).doUpdateSet(changes))
        .execute();
    },
    async setStatus(userId: string, actorIri: string, status: 'pending' | 'accepted'): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ status })
        .where('user_id', '=', userId)
        .where('actor_iri', '=', actorIri)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(userId: string, actorIri: string): Promise<void> {
      await db.deleteFrom(table).where('user_id', '=', userId).where('actor_iri', '=', actorIri).execute();
    },
    /** Removes every relation of the user with actors on `host` (a server block). */
    async removeOnHost(userId: string, host: string): Promise<void> {
      const rows = await db.selectFrom(table).select('actor_iri').where('user_id', '=', userId).execute();
      for (const { actor_iri } of rows) if (hostOf(actor_iri) === host) await this.remove(userId, actor_iri);
    },
  };
}

/** Who opted in, with their keys and handle. */
function accountsRepository(db: Kysely<Database>) {
  return {
    findAccount(userId: string) {
      return db
        .selectFrom('federation_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async saveAccount(
      userId: string,
      settings: {
        enabled: boolean;
        auto_accept: boolean;
        default_visibility: Visibility;
        friends_ratings: boolean;
      },
      makeKeyPairs: () => Promise<string>,
    ): Promise<void> {
      const values = {
        enabled: settings.enabled ? 1 : 0,
        auto_accept: settings.auto_accept ? 1 : 0,
        default_visibility: settings.default_visibility,
        friends_ratings: settings.friends_ratings ? 1 : 0,
        updated_at: now(),
      };
      const existing = await this.findAccount(userId);
      if (existing) {
        await db.updateTable('federation_accounts').set(values).where('user_id', '=', userId).execute();
        return;
      }
      await db
        .insertInto('federation_accounts')
        .values({ user_id: userId, ...values, key_pairs: await makeKeyPairs(), created_at: now() })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
    },

    /** The user behind a WebFinger handle, when they have federation on. */
    async userIdOfHandle(handle: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('user_profiles as p')
        .innerJoin('federation_accounts as a', 'a.user_id', 'p.user_id')
        .select('p.user_id')
        .where('p.handle', '=', handle)
        .where('a.enabled', '=', 1)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** A user with federation on: their handle, display name and whether they accept followers themselves. */
    async actorOf(userId: string) {
      return db
        .withTables<{ user: { id: string; name: string | null } }>()
        .selectFrom('federation_accounts as a')
        .innerJoin('user_profiles as p', 'p.user_id', 'a.user_id')
        .leftJoin('user as u', 'u.id', 'a.user_id')
        .select(['a.user_id', 'a.auto_accept', 'a.key_pairs', 'a.default_visibility', 'p.handle', 'u.name'])
        .where('a.user_id', '=', userId)
        .where('a.enabled', '=', 1)
        .executeTakeFirst();
    },

    async handleOf(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('user_profiles')
        .select('handle')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.handle;
    },

    /** Everything kept about a remote actor whose account was deleted. */
    async forgetActor(actorIri: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const table of ['federation_followers', 'federation_following'] as const)
          await trx.deleteFrom(table).where('actor_iri', '=', actorIri).execute();
        await trx.deleteFrom('federation_remote_notes').where('actor_iri', '=', actorIri).execute();
      });
    },
  };
}

/** People and servers a local user blocked. */
function blocksRepository(db: Kysely<Database>) {
  return {
    list(userId: string) {
      return db
        .selectFrom('federation_blocks')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
    },
    async add(userId: string, kind: 'actor' | 'server', target: string): Promise<void> {
      await db
        .insertInto('federation_blocks')
        .values({ user_id: userId, kind, target, created_at: now() })
        .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'target']).doNothing())
        .execute();
    },
    async remove(userId: string, blockId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('federation_blocks')
        .where('user_id', '=', userId)
        .where('block_id', '=', blockId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Whether the user blocked this actor or its server. */
    async blocks(userId: string, actorIri: string): Promise<boolean> {
      const row = await db
        .selectFrom('federation_blocks')
        .select('block_id')
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'actor'), eb('target', '=', actorIri)]),
            eb.and([eb('kind', '=', 'server'), eb('target', '=', hostOf(actorIri))]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** How each diary entry is published, and the entries as their Notes show them. */
function entriesRepository(db: Kysely<Database>) {
  return {
    find(entryId: number) {
      return db
        .selectFrom('federation_entries')
        .selectAll()
        .where('entry_id', '=', entryId)
        .executeTakeFirst();
    },
    async save(
      entryId: number,
      userId: string,
      changes: { visibility?: Visibility | null; sent_as?: Visibility | null },
    ): Promise<void> {
      const values = { ...changes, updated_at: now() };
      await db
        .insertInto('federation_entries')
        .values({ entry_id: entryId, user_id: userId, visibility: null, sent_as: null, ...values })
        .onConflict((conflict) => conflict.column('entry_id').doUpdateSet(values))
        .execute();
    },
    /** The visibility the user chose for each of these diary entries of theirs that has one. */
    async visibilities(userId: string, entryIds: number[]): Promise<Map<number, Visibility>> {
      if (entryIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('federation_entries')
        .select(['entry_id', 'visibility'])
        .where('user_id', '=', userId)
        .where('entry_id', 'in', entryIds)
        .where('visibility', 'is not', null)
        .execute();
      return new Map(rows.map((row) => [row.entry_id, row.visibility!]));
    },
    async remove(entryId: number): Promise<void> {
      await db.deleteFrom('federation_entries').where('entry_id', '=', entryId).execute();
    },
    /** The user's diary entry with what its Note says, or undefined when it is not theirs or gone. */
    diaryEntry(userId: string, entryId: number): Promise<DiaryEntryForNote | undefined> {
      return db
        .selectFrom('diary_entries')
        .select([
          'entry_id',
          'user_id',
          'tmdb_id',
          'title',
          'release_date',
          'watched_on',
          'rating',
          'review',
          'created_at',
          'updated_at',
        ])
        .where('user_id', '=', userId)
        .where('entry_id', '=', entryId)
        .executeTakeFirst();
    },
    /** The user's entries delivered publicly, newest first: the outbox. */
    async publicEntries(userId: string, limit: number): Promise<DiaryEntryForNote[]> {
      return db
        .selectFrom('diary_entries as d')
        .innerJoin('federation_entries as f', 'f.entry_id', 'd.entry_id')
        .select([
          'd.entry_id',
          'd.user_id',
          'd.tmdb_id',
          'd.title',
          'd.release_date',
          'd.watched_on',
          'd.rating',
          'd.review',
          'd.created_at',
          'd.updated_at',
        ])
        .where('d.user_id', '=', userId)
        .where('f.sent_as', '=', 'public')
        .orderBy('d.created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

/** Film posts received from people local users follow. */
function remoteNotesRepository(db: Kysely<Database>) {
  return {
    async save(note: Omit<FederationTables['federation_remote_notes'], 'note_id'>): Promise<void> {
      // An Update replaces what the post says; when it first arrived stays.
      const changes: Partial<typeof note> = { ...note };
      delete changes.note_iri;
      delete changes.received_at;
      await db
        .insertInto('federation_remote_notes')
        .values(note)
        .onConflict((conflict) =>
          conflict
            .column('note_iri')
            .doUpdateSet(changes)
            // Only its author changes a post.
            .where('federation_remote_notes.actor_iri', '=', note.actor_iri),
        )
        .execute();
    },
    async remove(noteIri: string, actorIri: string): Promise<void> {
      await db
        .deleteFrom('federation_remote_notes')
        .where('note_iri', '=', noteIri)
        .where('actor_iri', '=', actorIri)
        .execute();
    },
    /** Film posts (of one film, when given) of the people the user follows (accepted), newest first. */
    async feed(userId: string, limit: number, tmdbId?: number) {
      let query = db
        .selectFrom('federation_remote_notes as n')
        .innerJoin('federation_following as f', 'f.actor_iri', 'n.actor_iri')
        .selectAll('n')
        .where('f.user_id', '=', userId)
        .where('f.status', '=', 'accepted');
      if (tmdbId !== undefined) query = query.where('n.tmdb_id', '=', tmdbId);
      const rows = await query
        .orderBy('n.published_at', 'desc')
        .orderBy('n.note_id', 'desc')
        .limit(limit)
        .execute();
      return rows;
    },
  };
}

/** Every read and write of the federation tables, and the few reads of other features' tables it needs. */
export function createFederationRepository(db: Kysely<Database>) {
  return {
    followers: relationsRepository(db, 'federation_followers'),
    following: relationsRepository(db, 'federation_following'),
    ...accountsRepository(db),
    blocks: blocksRepository(db),
    entries: entriesRepository(db),
    remoteNotes: remoteNotesRepository(db),
    items: createFederationItemsRepository(db),
  };
}
export type FederationRepository = ReturnType<typeof createFederationRepository>;

/** The host (with its port) of an actor URI, lowercase; '' when it is not a URL. */
export function hostOf(iri: string): string {
  try {
    return new URL(iri).host.toLowerCase();
  } catch {
    return '';
  }
}
