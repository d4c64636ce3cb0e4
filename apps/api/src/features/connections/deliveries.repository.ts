import type { Kysely } from 'kysely';
import { loadMovieMatcher, type MovieMatcher } from '@marquee/catalog';
import {
  CONNECTION_LOG_LIMIT,
  type ConnectionEvent,
  type ConnectionEventOutcome,
  type ConnectionSource,
  type MovieSnapshot,
} from '@marquee/contracts';
import type { Database } from '@marquee/db';
import { logWatchWithStatus } from '../../platform/watch-log.ts';
import type { ConnectionRow } from './connections.repository.ts';
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

/**
 * What a delivery writes: the connection's log, the watch it logs (once per user, movie, source and day) or the
 * play it queues when no movie matches, each with its log event in one transaction.
 */
export function createDeliveriesRepository(db: Kysely<Database>) {
  return {
    loadMatcher: (): Promise<MovieMatcher> => loadMovieMatcher(db),

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
  };
}
export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
