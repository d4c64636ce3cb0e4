import type { Kysely } from 'kysely';
import type { Database, WatchPartnersTable } from '@marquee/db';
import type { AuthUserNames } from '../../platform/auth-user-names.ts';

export type InvitationRow = Pick<
  WatchPartnersTable,
  'inviter_id' | 'invitee_id' | 'status' | 'created_at' | 'expires_at'
> & { invitation_id: number };

export interface PersonRow {
  user_id: string;
  name: string | null;
  handle: string | null;
}

/** The key that makes a pair's link unique whoever asked. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

const invitationColumns = [
  'invitation_id',
  'inviter_id',
  'invitee_id',
  'status',
  'created_at',
  'expires_at',
] as const;

type PartnersDb = Kysely<Database & AuthUserNames>;

/** Who a handle is, the invitations and links between people, and who is linked to whom. */
function partnerReads(db: PartnersDb) {
  return {
    /** The account behind a handle (public or not: handles are unique, so taking one already tells). */
    userIdByHandle(handle: string): Promise<string | undefined> {
      return db
        .selectFrom('user_profiles')
        .select('user_id')
        .where('handle', '=', handle)
        .executeTakeFirst()
        .then((row) => row?.user_id);
    },

    findByPair(a: string, b: string): Promise<InvitationRow | undefined> {
      return db
        .selectFrom('watch_partners')
        .select(invitationColumns)
        .where('pair_key', '=', pairKey(a, b))
        .executeTakeFirst();
    },

    find(invitationId: number): Promise<InvitationRow | undefined> {
      return db
        .selectFrom('watch_partners')
        .select(invitationColumns)
        .where('invitation_id', '=', invitationId)
        .executeTakeFirst();
    },

    findByTokenHash(tokenHash: string): Promise<InvitationRow | undefined> {
      return db
        .selectFrom('watch_partners')
        .select(invitationColumns)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Every invitation and link the user is on either side of, newest first. */
    involving(userId: string): Promise<InvitationRow[]> {
      return db
        .selectFrom('watch_partners')
        .select(invitationColumns)
        .where((eb) => eb.or([eb('inviter_id', '=', userId), eb('invitee_id', '=', userId)]))
        .orderBy('created_at', 'desc')
        .orderBy('invitation_id', 'desc')
        .execute();
    },

    /** Of these accounts, the ones with an accepted link to the user. */
    async acceptedPartnersAmong(userId: string, otherIds: string[]): Promise<Set<string>> {
      if (otherIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('watch_partners')
        .select('pair_key')
        .where('status', '=', 'accepted')
        .where(
          'pair_key',
          'in',
          otherIds.map((other) => pairKey(userId, other)),
        )
        .execute();
      const linked = new Set(rows.map((row) => row.pair_key));
      return new Set(otherIds.filter((other) => linked.has(pairKey(userId, other))));
    },

    async people(userIds: string[]): Promise<Map<string, PersonRow>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('user as u')
        .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
        .select(['u.id as user_id', 'u.name', 'p.handle'])
        .where('u.id', 'in', userIds)
        .execute();
      return new Map(rows.map((row) => [row.user_id, row]));
    },
  };
}

/** Invitations and links made, claimed, accepted and removed. */
function invitationWrites(db: PartnersDb) {
  return {
    /** A pending invitation to a known account; the pair's unique key refuses a second one. */
    async invite(inviterId: string, inviteeId: string, now: string): Promise<number> {
      const row = await db
        .insertInto('watch_partners')
        .values({
          inviter_id: inviterId,
          invitee_id: inviteeId,
          pair_key: pairKey(inviterId, inviteeId),
          token_hash: null,
          status: 'pending',
          created_at: now,
          expires_at: null,
          accepted_at: null,
        })
        .returning('invitation_id')
        .executeTakeFirstOrThrow();
      return row.invitation_id;
    },

    async createLink(inviterId: string, tokenHash: string, now: string, expiresAt: string): Promise<number> {
      const row = await db
        .insertInto('watch_partners')
        .values({
          inviter_id: inviterId,
          invitee_id: null,
          pair_key: null,
          token_hash: tokenHash,
          status: 'pending',
          created_at: now,
          expires_at: expiresAt,
          accepted_at: null,
        })
        .returning('invitation_id')
        .executeTakeFirstOrThrow();
      return row.invitation_id;
    },

    /** A used invite link becomes an accepted link of the pair; its token stops working. */
    async claimLink(
      invitationId: number,
      inviteeId: string,
      inviterId: string,
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('watch_partners')
        .set({
          invitee_id: inviteeId,
          pair_key: pairKey(inviterId, inviteeId),
          token_hash: null,
          status: 'accepted',
          accepted_at: now,
        })
        .where('invitation_id', '=', invitationId)
        .where('invitee_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async accept(invitationId: number, inviteeId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('watch_partners')
        .set({ status: 'accepted', accepted_at: now })
        .where('invitation_id', '=', invitationId)
        .where('invitee_id', '=', inviteeId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Declines, cancels or revokes: only one of the two sides may. */
    async remove(invitationId: number, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('watch_partners')
        .where('invitation_id', '=', invitationId)
        .where((eb) => eb.or([eb('inviter_id', '=', userId), eb('invitee_id', '=', userId)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async removeLink(invitationId: number): Promise<void> {
      await db
        .deleteFrom('watch_partners')
        .where('invitation_id', '=', invitationId)
        .where('invitee_id', 'is', null)
        .execute();
    },
  };
}

export function createWatchTogetherRepository(database: Kysely<Database>) {
  const db = database.withTables<AuthUserNames>();
  return { ...partnerReads(db), ...invitationWrites(db) };
}
export type WatchTogetherRepository = ReturnType<typeof createWatchTogetherRepository>;
