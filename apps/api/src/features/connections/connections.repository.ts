import type { Kysely, Selectable } from 'kysely';
import { loadMovieMatcher, type MovieMatcher } from '@marquee/catalog';
import {
  CONNECTION_LOG_LIMIT,
  type ConnectionEvent,
  type ConnectionEventOutcome,
  type ConnectionSource,
  type UnmatchedPlay,
} from '@marquee/contracts';
import { preparedQuery, type Database, type MediaConnectionsTable } from '@marquee/db';
import type { MovieSnapshot } from '@marquee/contracts';
import { logWatchWithStatus } from '../../platform/watch-log.ts';

export type ConnectionRow = Selectable<MediaConnectionsTable>;

export interface NewEvent {
  receivedAt: string;
  event: string;
  outcome: ConnectionEventOutcome;
  reason: string;
  title: string | null;
  year: number | null;
  tmdbId: number | null;
}

export interface WatchToLog {
  userId: string;
  source: ConnectionSource;
  movie: MovieSnapshot & { release_date: string | null };
  watchedOn: string;
  rating: number | null;
  now: string;
}

export interface UnmatchedToQueue {
  userId: string;
  source: ConnectionSource;
  matchKey: string;
  title: string | null;
  year: number | null;
  imdbId: string | null;
  tmdbId: number | null;
  watchedOn: string;
  rating: number | null;
  receivedAt: string;
}

const eventColumns = [
  'event_id',
  'received_at',
  'event',
  'outcome',
  'reason',
  'title',
  'year',
  'tmdb_id',
] as const;
const unmatchedColumns = [
  'item_id',
  'source',
  'title',
  'year',
  'imdb_id',
  'tmdb_id',
  'watched_on',
  'received_at',
] as const;

/** The log event of a delivery whose writes are under way, from what they did. */
export interface DeliveryEvent<Done> {
  connection: ConnectionRow;
  event: (done: Done) => NewEvent;
}

/**
 * Adds an event to the connection's log and keeps the newest CONNECTION_LOG_LIMIT: what falls off is everything
 * at or below the id of the LIMIT+1-th newest, an index range on (connection_id, event_id) (nothing while the log
 * is shorter). Run inside the delivery's transaction.
 */
async function writeEvent(trx: Kysely<Database>, connection: ConnectionRow, event: NewEvent): Promise<void> {
  await trx
    .insertInto('media_connection_events')
    .values({
      connection_id: connection.connection_id,
      user_id: connection.user_id,
      received_at: event.receivedAt,
      event: event.event.slice(0, 100),
      outcome: event.outcome,
      reason: event.reason.slice(0, 500),
      title: event.title,
      year: event.year,
      tmdb_id: event.tmdbId,
    })
    .execute();
  await trx
    .deleteFrom('media_connection_events')
    .where('connection_id', '=', connection.connection_id)
    .where('event_id', '<=', (eb) =>
      eb
        .selectFrom('media_connection_events')
        .select('event_id')
        .where('connection_id', '=', connection.connection_id)
        .orderBy('event_id', 'desc')
        .limit(1)
        .offset(CONNECTION_LOG_LIMIT),
    )
    .execute();
  await trx
    .updateTable('media_connections')
    .set({ last_event_at: event.receivedAt })
    .where('connection_id', '=', connection.connection_id)
    .execute();
}

/** Claims the user, movie, source and day; when the claim is new, logs the watch and ties the claim to its entry. */
async function claimAndLogWatch(trx: Kysely<Database>, watch: WatchToLog): Promise<boolean> {
  const claimed = await trx
    .insertInto('media_connection_watches')
    .values({
      user_id: watch.userId,
      tmdb_id: watch.movie.tmdb_id,
      source: watch.source,
      watched_on: watch.watchedOn,
      entry_id: null,
      created_at: watch.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('tmdb_id')
    .executeTakeFirst();
  if (!claimed) return false;
  const { release_date, ...snapshot } = watch.movie;
  const entryId = await logWatchWithStatus(trx, {
    userId: watch.userId,
    snapshot,
    releaseDate: release_date,
    watchedOn: watch.watchedOn,
    rating: watch.rating,
    review: null,
    createdAt: watch.now,
  });
  await trx
    .updateTable('media_connection_watches')
    .set({ entry_id: entryId })
    .where('user_id', '=', watch.userId)
    .where('tmdb_id', '=', watch.movie.tmdb_id)
    .where('source', '=', watch.source)
    .where('watched_on', '=', watch.watchedOn)
    .execute();
  return true;
}

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
    loadMatcher: (): Promise<MovieMatcher> => loadMovieMatcher(db),

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
      settings: { timeZone?: string; serverUser?: string | null },
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
            ...(settings.timeZone === undefined ? {} : { time_zone: settings.timeZone }),
            ...(settings.serverUser === undefined ? {} : { server_user: settings.serverUser }),
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateSettings(
      userId: string,
      source: ConnectionSource,
      settings: { timeZone?: string; serverUser?: string | null },
    ): Promise<ConnectionRow | undefined> {
      return db
        .updateTable('media_connections')
        .set({
          ...(settings.timeZone === undefined ? {} : { time_zone: settings.timeZone }),
          ...(settings.serverUser === undefined ? {} : { server_user: settings.serverUser }),
        })
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

    /** Adds an event to the connection's log (one transaction), keeping the newest CONNECTION_LOG_LIMIT. */
    recordEvent: (connection: ConnectionRow, event: NewEvent): Promise<void> =>
      db.transaction().execute((trx) => writeEvent(trx, connection, event)),

    async listEvents(connectionId: number): Promise<ConnectionEvent[]> {
      const rows = await db
        .selectFrom('media_connection_events')
        .select(eventColumns)
        .where('connection_id', '=', connectionId)
        .orderBy('event_id', 'desc')
        .limit(CONNECTION_LOG_LIMIT)
        .execute();
      return rows.map((row) => ({ ...row, outcome: row.outcome as ConnectionEventOutcome }));
    },

    /**
     * Logs the watch as a manual diary entry does (diary and watched status), unless this source already logged
     * this movie for the user on that day: then false, and nothing is written. One transaction, so a retry
     * arriving at the same moment finds the first one's row. With `logged`, the delivery's event goes in the
     * connection's log in that same transaction: one commit (one sync to disk) per delivery.
     */
    logWatchOnce: (watch: WatchToLog, logged?: DeliveryEvent<boolean>): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const done = await claimAndLogWatch(trx, watch);
        if (logged) await writeEvent(trx, logged.connection, logged.event(done));
        return done;
      }),

    /**
     * Queues a play no movie matched; a repeated delivery of the same play is queued once. With `logged`, the
     * delivery's event is written in the same transaction.
     */
    queueUnmatched: (play: UnmatchedToQueue, logged?: DeliveryEvent<void>): Promise<void> =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('media_connection_unmatched')
          .values({
            user_id: play.userId,
            source: play.source,
            match_key: play.matchKey,
            title: play.title,
            year: play.year,
            imdb_id: play.imdbId,
            tmdb_id: play.tmdbId,
            watched_on: play.watchedOn,
            rating: play.rating,
            received_at: play.receivedAt,
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
        if (logged) await writeEvent(trx, logged.connection, logged.event());
      }),

    async listUnmatched(userId: string): Promise<UnmatchedPlay[]> {
      const rows = await db
        .selectFrom('media_connection_unmatched')
        .select(unmatchedColumns)
        .where('user_id', '=', userId)
        .orderBy('received_at', 'desc')
        .orderBy('item_id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, source: row.source as ConnectionSource }));
    },

    findUnmatched: (userId: string, itemId: number) =>
      db
        .selectFrom('media_connection_unmatched')
        .selectAll()
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .executeTakeFirst(),

    /** True when the user's queued play existed and was removed. */
    async removeUnmatched(userId: string, itemId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('media_connection_unmatched')
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
