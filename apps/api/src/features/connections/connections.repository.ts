import type { Kysely, Selectable } from 'kysely';
import type { ConnectionSource } from '@marquee/contracts';
import { preparedQuery, type Database, type MediaConnectionsTable } from '@marquee/db';

export type ConnectionRow = Selectable<MediaConnectionsTable>;

/** A connection's settings; an undefined one is left as it is. */
export interface ConnectionSettings {
  timeZone?: string;
  serverUser?: string | null;
}

const changedSettings = (settings: ConnectionSettings) => ({
  ...(settings.timeZone === undefined ? {} : { time_zone: settings.timeZone }),
  ...(settings.serverUser === undefined ? {} : { server_user: settings.serverUser }),
});

/** The connections themselves: one row per user and source, found by its address or by its owner. */
export function createConnectionsRepository(db: Kysely<Database>) {
  // Every delivery (and every wrong address) reads this first: compiled once, run directly on SQLite.
  const connectionBySecret = preparedQuery(db, 2, (secretHash: string, source: string) =>
    db
      .selectFrom('media_connections')
      .selectAll()
      .where('secret_hash', '=', secretHash)
      .where('source', '=', source),
  );
  const own = (userId: string) => db.selectFrom('media_connections').where('user_id', '=', userId);

  return {
    findBySecret: (source: string, secretHash: string): Promise<ConnectionRow | undefined> =>
      connectionBySecret(secretHash, source).then((rows) => rows[0]),

    listOwn: (userId: string): Promise<ConnectionRow[]> => own(userId).selectAll().execute(),

    findOwn: (userId: string, source: ConnectionSource): Promise<ConnectionRow | undefined> =>
      own(userId).selectAll().where('source', '=', source).executeTakeFirst(),

    /** Connects the source, or gives an existing connection a new secret (the old address stops working). */
    async saveSecret(
      userId: string,
      source: ConnectionSource,
      secret: { hash: string; hint: string },
      settings: ConnectionSettings,
      now: string,
    ): Promise<ConnectionRow> {
      return db
        .insertInto('media_connections')
        .values({
          user_id: userId,
          source,
          secret_hash: secret.hash,
          secret_hint: secret.hint,
          server_user: settings.serverUser ?? null,
          time_zone: settings.timeZone ?? 'UTC',
          created_at: now,
          rotated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'source']).doUpdateSet({
            secret_hash: secret.hash,
            secret_hint: secret.hint,
            rotated_at: now,
            ...changedSettings(settings),
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateSettings(
      userId: string,
      source: ConnectionSource,
      settings: ConnectionSettings,
    ): Promise<ConnectionRow | undefined> {
      return db
        .updateTable('media_connections')
        .set(changedSettings(settings))
        .where('user_id', '=', userId)
        .where('source', '=', source)
        .returningAll()
        .executeTakeFirst();
    },

    /** Revokes the address and forgets its log; true when there was one. */
    remove: (userId: string, source: ConnectionSource): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const connection = await trx
          .selectFrom('media_connections')
          .select('connection_id')
          .where('user_id', '=', userId)
          .where('source', '=', source)
          .executeTakeFirst();
        if (!connection) return false;
        await trx
          .deleteFrom('media_connection_events')
          .where('connection_id', '=', connection.connection_id)
          .execute();
        await trx
          .deleteFrom('media_connections')
          .where('connection_id', '=', connection.connection_id)
          .execute();
        return true;
      }),
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
