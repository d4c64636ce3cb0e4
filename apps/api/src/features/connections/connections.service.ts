import type { Catalog, MatchableMovie } from '@marquee/catalog';
import { titleKey } from '@marquee/catalog';
import {
  CONNECTION_SOURCE_NAMES,
  CONNECTION_SOURCES,
  connectionSourceSchema,
  type ConnectBody,
  type Connection,
  type ConnectionEvent,
  type ConnectionSource,
  type ConnectionWithSecret,
  type UnmatchedPlay,
  type UpdateConnectionBody,
  type WebhookResult,
  WEBHOOK_BODY_MAX_BYTES,
  WEBHOOK_RATE_LIMIT_PER_MINUTE,
  WEBHOOK_THUMBNAIL_MAX_BYTES,
} from '@marquee/contracts';
import { NotFoundError } from '../../platform/errors.ts';
import { takeDatedMovieSnapshot } from '../../platform/movie-snapshot.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type {
  ConnectionRow,
  ConnectionsRepository,
  DeliveryEvent,
  NewEvent,
} from './connections.repository.ts';
import { dateInTimeZone } from './local-date.ts';
import { createMovieFinder, type MatcherTiming } from './movie-finder.ts';
import {
  MalformedPayloadError,
  PAYLOAD_READERS,
  type PlayReport,
  type PlayedMovie,
} from './payloads/index.ts';
import { hashWebhookSecret, newWebhookSecret, webhookPath } from './webhook-secret.ts';

/** One answer for a wrong secret and for a source that does not exist: nobody learns which addresses exist. */
export const NO_CONNECTION_MESSAGE = 'No connection at this address';
const NOT_CONNECTED = (source: ConnectionSource) => `${CONNECTION_SOURCE_NAMES[source]} is not connected`;
const UNMATCHED_NOT_FOUND = 'Unmatched play not found';
/**
 * A rate-limited address logs one refusal a minute, however many deliveries are refused: a sender that knows the
 * address (a misconfigured server in a loop, or an attacker) must not be able to push the connection's real
 * events out of its 50-row log, nor make every refused request a database lookup and write. Kept in memory per
 * API instance (so at most one row a minute per instance); an address is remembered for a minute at most.
 */
const RATE_LIMITED_LOG_EVERY_MS = 60_000;
/** Addresses remembered at once; past it, refusals go unlogged until older ones expire (no unbounded growth). */
const RATE_LIMITED_REMEMBERED = 10_000;
/** Dates a server reports before this are taken for a wrong clock: the delivery's own time is used. */
const EARLIEST_PLAUSIBLE = Date.UTC(1900, 0, 1);

function toConnection(source: ConnectionSource, row: ConnectionRow | undefined): Connection {
  return {
    source,
    connected: row !== undefined,
    secret_hint: row?.secret_hint ?? null,
    server_user: row?.server_user ?? null,
    time_zone: row?.time_zone ?? null,
    created_at: row?.created_at ?? null,
    rotated_at: row?.rotated_at ?? null,
    last_event_at: row?.last_event_at ?? null,
  };
}

const described = (movie: { title: string | null; year: number | null }) =>
  movie.title ? `${movie.title}${movie.year ? ` (${movie.year})` : ''}` : 'an untitled item';

function describePlayed(movie: PlayedMovie): string {
  const ids = [
    movie.tmdbId === null ? null : `TMDB ${movie.tmdbId}`,
    movie.imdbId === null ? null : `IMDb ${movie.imdbId}`,
  ].filter(Boolean);
  return `${described(movie)}${ids.length ? ` [${ids.join(', ')}]` : ''}`;
}

/** Whether the play was the filtered server user's: by name (any case) or by the server's user id. */
function isFilteredUser(filter: string, player: PlayReport['player']): boolean {
  const wanted = filter.toLowerCase();
  return player.name?.toLowerCase() === wanted || player.id?.toLowerCase() === wanted;
}

export function createConnectionsService({
  repository,
  catalog,
  matcherTiming,
}: {
  repository: ConnectionsRepository;
  catalog: Catalog;
  /** When the title matcher is rebuilt; the defaults outside tests. */
  matcherTiming?: MatcherTiming;
}) {
  const findMovie = createMovieFinder(repository.loadMatcher, catalog, matcherTiming);

  /** The day the watch goes in the diary: the sender's date, or the moment's date in the user's time zone. */
  const watchDay = (connection: ConnectionRow, report: Extract<PlayReport, { counts: true }>) => {
    const now = new Date();
    const today = dateInTimeZone(now, connection.time_zone);
    if (report.watchedOn) return report.watchedOn > today ? today : report.watchedOn;
    const at = report.watchedAt;
    const plausible = at && at.getTime() >= EARLIEST_PLAUSIBLE && at.getTime() <= now.getTime() ? at : now;
    return dateInTimeZone(plausible, connection.time_zone);
  };

  /** How a delivery's log event is made from its result and the movie it names. */
  type EventOf = (result: WebhookResult, named: Pick<NewEvent, 'title' | 'year'>) => NewEvent;

  /**
   * Logs a finished movie once a day, or queues it when no movie matches; the delivery's log event is written in
   * the same transaction as the diary entry or the queued play, so a delivery commits (syncs to disk) once.
   */
  const logFinished = async (
    connection: ConnectionRow,
    report: Extract<PlayReport, { counts: true }>,
    receivedAt: string,
    eventOf: EventOf,
  ): Promise<WebhookResult> => {
    const source = connection.source as ConnectionSource;
    const watchedOn = watchDay(connection, report);
    const movie = await findMovie(report.movie);
    if (!movie) {
      const { tmdbId, imdbId, title, year } = report.movie;
      const result: WebhookResult = {
        outcome: 'unmatched',
        reason: `No movie matched ${describePlayed(report.movie)}: it waits in the unmatched list`,
        tmdb_id: null,
        watched_on: watchedOn,
      };
      await repository.queueUnmatched(
        {
          userId: connection.user_id,
          source,
          matchKey: `${tmdbId ?? ''}|${imdbId ?? ''}|${title ? titleKey(title) : ''}|${year ?? ''}`,
          title,
          year,
          imdbId,
          tmdbId,
          watchedOn,
          rating: report.rating,
          receivedAt,
        },
        { connection, event: () => eventOf(result, { title, year }) },
      );
      return result;
    }
    return logOnce(connection.user_id, source, movie, watchedOn, report.rating, {
      connection,
      event: (result) => eventOf(result, { title: movie.title, year: yearOf(movie) }),
    });
  };

  /** Logs the movie once per user, source and day; `recorded`: with the delivery's log event, in one transaction. */
  const logOnce = async (
    userId: string,
    source: ConnectionSource,
    movie: MatchableMovie,
    watchedOn: string,
    rating: number | null,
    recorded?: DeliveryEvent<WebhookResult>,
  ): Promise<WebhookResult> => {
    const name = described({ title: movie.title, year: yearOf(movie) });
    const resultOf = (logged: boolean): WebhookResult => ({
      outcome: logged ? 'logged' : 'duplicate',
      reason: logged
        ? `Logged ${name} on ${watchedOn}`
        : `${name} was already logged from ${CONNECTION_SOURCE_NAMES[source]} on ${watchedOn}`,
      tmdb_id: movie.id,
      watched_on: watchedOn,
    });
    const logged = await repository.logWatchOnce(
      {
        userId,
        source,
        movie: {
          tmdb_id: movie.id,
          title: movie.title,
          poster_path: movie.poster_path,
          vote_average: movie.vote_average,
          release_date: movie.release_date,
        },
        watchedOn,
        rating,
        now: uniqueTimestamp(),
      },
      recorded && { connection: recorded.connection, event: (done) => recorded.event(resultOf(done)) },
    );
    return resultOf(logged);
  };

  const ownConnection = async (userId: string, source: ConnectionSource) => {
    const row = await repository.findOwn(userId, source);
    if (!row) throw new NotFoundError(NOT_CONNECTED(source));
    return row;
  };

  /** When each rate-limited address (by its secret's hash) last had a refusal logged. */
  const rateLimitedLoggedAt = new Map<string, number>();
  /** Whether this refusal is the one of the minute to log; false for the rest, and when too many are remembered. */
  const firstRefusalThisMinute = (secretHash: string): boolean => {
    const now = Date.now();
    const last = rateLimitedLoggedAt.get(secretHash);
    if (last !== undefined && now - last < RATE_LIMITED_LOG_EVERY_MS) return false;
    if (rateLimitedLoggedAt.size >= RATE_LIMITED_REMEMBERED)
      for (const [hash, at] of rateLimitedLoggedAt)
        if (now - at >= RATE_LIMITED_LOG_EVERY_MS) rateLimitedLoggedAt.delete(hash);
    if (rateLimitedLoggedAt.size >= RATE_LIMITED_REMEMBERED) return false;
    rateLimitedLoggedAt.set(secretHash, now);
    return true;
  };

  const refusal = (event: string, reason: string): NewEvent => ({
    receivedAt: new Date().toISOString(),
    event,
    outcome: 'rejected',
    reason,
    title: null,
    year: null,
    tmdbId: null,
  });

  return {
    /**
     * Logs a delivery refused for its size (413), so whoever sets the server up sees why nothing arrived. Each
     * one passed the address's rate limit first, so they are as bounded as any other delivery.
     */
    async refusedTooLarge(connection: ConnectionRow): Promise<void> {
      await repository.recordEvent(
        connection,
        refusal(
          'body too large',
          `Rejected (413): the body is over ${WEBHOOK_BODY_MAX_BYTES / 1024} KB (a thumbnail over ${WEBHOOK_THUMBNAIL_MAX_BYTES / 1024 / 1024} MB); nothing in it was read`,
        ),
      );
    },

    /** Logs a rate-limited delivery (429) to a valid address: the first refusal of each minute only (see above). */
    async refusedRateLimited(source: string, secret: string): Promise<void> {
      const secretHash = hashWebhookSecret(secret);
      if (!connectionSourceSchema.safeParse(source).success || !firstRefusalThisMinute(secretHash)) return;
      const connection = await repository.findBySecret(source, secretHash);
      if (!connection) return;
      await repository.recordEvent(
        connection,
        refusal(
          'rate-limited',
          `Rate-limited (429): over ${WEBHOOK_RATE_LIMIT_PER_MINUTE} deliveries a minute to this address; further refusals this minute are not logged`,
        ),
      );
    },

    /** The connection a webhook address belongs to, or the 404 every wrong address gets. */
    async connectionAt(source: string, secret: string): Promise<ConnectionRow> {
      const known = connectionSourceSchema.safeParse(source);
      const row = known.success
        ? await repository.findBySecret(source, hashWebhookSecret(secret))
        : undefined;
      if (!row) throw new NotFoundError(NO_CONNECTION_MESSAGE);
      return row;
    },

    /**
     * Reads one delivery, logs a finished movie once per day, queues what no movie matched and records what
     * became of it in the connection's log. `readBody` throws MalformedPayloadError for a body that is not the
     * source's (logged, then answered 400).
     */
    async receive(connection: ConnectionRow, readBody: () => unknown): Promise<WebhookResult> {
      const receivedAt = new Date().toISOString();
      const source = connection.source as ConnectionSource;
      let report: PlayReport;
      try {
        report = PAYLOAD_READERS[source](readBody());
      } catch (error) {
        if (error instanceof MalformedPayloadError) {
          await repository.recordEvent(connection, {
            receivedAt,
            event: 'unreadable',
            outcome: 'malformed',
            reason: error.message,
            title: null,
            year: null,
            tmdbId: null,
          });
        }
        throw error;
      }

      const eventOf: EventOf = (result, named) => ({
        receivedAt,
        event: report.event,
        outcome: result.outcome,
        reason: result.reason,
        ...named,
        tmdbId: result.tmdb_id,
      });

      const ignored = async (reason: string, named: { title: string | null; year: number | null }) => {
        const result: WebhookResult = { outcome: 'ignored', reason, tmdb_id: null, watched_on: null };
        await repository.recordEvent(connection, eventOf(result, named));
        return result;
      };

      if (
        connection.server_user &&
        source !== 'generic' &&
        !isFilteredUser(connection.server_user, report.player)
      ) {
        const who = report.player.name ?? report.player.id ?? 'an unnamed user';
        const named = report.counts ? report.movie : report;
        return ignored(
          `Played by ${who}: this connection logs only ${connection.server_user}'s plays`,
          named,
        );
      }
      if (!report.counts) return ignored(report.reason, report);
      return logFinished(connection, report, receivedAt, eventOf);
    },

    async list(userId: string): Promise<Connection[]> {
      const rows = await repository.listOwn(userId);
      return CONNECTION_SOURCES.map((source) =>
        toConnection(
          source,
          rows.find((row) => row.source === source),
        ),
      );
    },

    /** Connects the source or rotates its secret; the new address is in the answer, and only there. */
    async connect(
      userId: string,
      source: ConnectionSource,
      body: ConnectBody,
    ): Promise<ConnectionWithSecret> {
      const { secret, hash, hint } = newWebhookSecret();
      const row = await repository.saveSecret(
        userId,
        source,
        { hash, hint },
        { timeZone: body.time_zone, serverUser: body.server_user ?? undefined },
        new Date().toISOString(),
      );
      return { ...toConnection(source, row), webhook_path: webhookPath(source, secret) };
    },

    async update(userId: string, source: ConnectionSource, body: UpdateConnectionBody): Promise<Connection> {
      const row = await repository.updateSettings(userId, source, {
        timeZone: body.time_zone,
        serverUser: body.server_user,
      });
      if (!row) throw new NotFoundError(NOT_CONNECTED(source));
      return toConnection(source, row);
    },

    async revoke(userId: string, source: ConnectionSource): Promise<void> {
      if (!(await repository.remove(userId, source))) throw new NotFoundError(NOT_CONNECTED(source));
    },

    async events(userId: string, source: ConnectionSource): Promise<ConnectionEvent[]> {
      return repository.listEvents((await ownConnection(userId, source)).connection_id);
    },

    unmatched: (userId: string): Promise<UnmatchedPlay[]> => repository.listUnmatched(userId),

    /** Logs a queued play as the movie the user picked, on the day it was played, and takes it off the queue. */
    async resolve(userId: string, itemId: number, tmdbId: number): Promise<WebhookResult> {
      const item = await repository.findUnmatched(userId, itemId);
      if (!item) throw new NotFoundError(UNMATCHED_NOT_FOUND);
      const { snapshot, release_date } = await takeDatedMovieSnapshot(catalog, tmdbId);
      const result = await logOnce(
        userId,
        item.source as ConnectionSource,
        {
          id: snapshot.tmdb_id,
          title: snapshot.title,
          poster_path: snapshot.poster_path,
          vote_average: snapshot.vote_average,
          release_date,
          imdb_id: null,
          popularity: 0,
        },
        item.watched_on,
        item.rating,
      );
      await repository.removeUnmatched(userId, itemId);
      return result;
    },

    async dismiss(userId: string, itemId: number): Promise<void> {
      if (!(await repository.removeUnmatched(userId, itemId))) throw new NotFoundError(UNMATCHED_NOT_FOUND);
    },
  };
}

const yearOf = (movie: MatchableMovie) =>
  movie.release_date ? Number(movie.release_date.slice(0, 4)) : null;
export type ConnectionsService = ReturnType<typeof createConnectionsService>;
