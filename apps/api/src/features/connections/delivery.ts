import { titleKey } from '@marquee/catalog';
import { connectionSourceSchema, type ConnectionSource, type WebhookResult } from '@marquee/contracts';
import { NotFoundError } from '../../platform/errors.ts';
import type { ConnectionsDependencies } from './connections.dependencies.ts';
import type { ConnectionRow } from './connections.repository.ts';
import type { NewEvent } from './deliveries.repository.ts';
import { dateInTimeZone } from './local-date.ts';
import { described, logWatchOnce, yearOf } from './log-watch.ts';
import {
  MalformedPayloadError,
  PAYLOAD_READERS,
  type PlayReport,
  type PlayedMovie,
} from './payloads/index.ts';
import { hashWebhookSecret } from './webhook-secret.ts';

/** One answer for a wrong secret and for a source that does not exist: nobody learns which addresses exist. */
export const NO_CONNECTION_MESSAGE = 'No connection at this address';
/** Dates a server reports before this are taken for a wrong clock: the delivery's own time is used. */
const EARLIEST_PLAUSIBLE = Date.UTC(1900, 0, 1);

type FinishedPlay = Extract<PlayReport, { counts: true }>;
/** How a delivery's log event is made from its result and the movie it names. */
type EventOf = (result: WebhookResult, named: Pick<NewEvent, 'title' | 'year'>) => NewEvent;

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

/** The day the watch goes in the diary: the sender's date, or the moment's date in the user's time zone. */
function watchDay(connection: ConnectionRow, report: FinishedPlay): string {
  const now = new Date();
  const today = dateInTimeZone(now, connection.time_zone);
  if (report.watchedOn) return report.watchedOn > today ? today : report.watchedOn;
  const at = report.watchedAt;
  const plausible = at && at.getTime() >= EARLIEST_PLAUSIBLE && at.getTime() <= now.getTime() ? at : now;
  return dateInTimeZone(plausible, connection.time_zone);
}

/** The connection a webhook address belongs to, or the 404 every wrong address gets. */
export async function connectionAt(
  { connections }: Pick<ConnectionsDependencies, 'connections'>,
  source: string,
  secret: string,
): Promise<ConnectionRow> {
  const known = connectionSourceSchema.safeParse(source);
  const row = known.success ? await connections.findBySecret(source, hashWebhookSecret(secret)) : undefined;
  if (!row) throw new NotFoundError(NO_CONNECTION_MESSAGE);
  return row;
}

export type DeliveryDependencies = Pick<ConnectionsDependencies, 'deliveries' | 'findMovie'>;

/**
 * Reads one delivery, logs a finished movie once per day, queues what no movie matched and records what became
 * of it in the connection's log. `readBody` throws MalformedPayloadError for a body that is not the source's
 * (logged, then answered 400).
 */
export async function receiveDelivery(
  dependencies: DeliveryDependencies,
  connection: ConnectionRow,
  readBody: () => unknown,
): Promise<WebhookResult> {
  const { deliveries } = dependencies;
  const receivedAt = new Date().toISOString();
  const source = connection.source as ConnectionSource;
  let report: PlayReport;
  try {
    report = PAYLOAD_READERS[source](readBody());
  } catch (error) {
    if (error instanceof MalformedPayloadError) {
      await deliveries.recordEvent(connection, {
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
    await deliveries.recordEvent(connection, eventOf(result, named));
    return result;
  };

  if (
    connection.server_user &&
    source !== 'generic' &&
    !isFilteredUser(connection.server_user, report.player)
  ) {
    const who = report.player.name ?? report.player.id ?? 'an unnamed user';
    const named = report.counts ? report.movie : report;
    return ignored(`Played by ${who}: this connection logs only ${connection.server_user}'s plays`, named);
  }
  if (!report.counts) return ignored(report.reason, report);
  return logFinishedPlay(dependencies, connection, report, { receivedAt, eventOf });
}

/**
 * Logs a finished movie once a day, or queues it when no movie matches; the delivery's log event is written in the
 * same transaction as the diary entry or the queued play, so a delivery commits (syncs to disk) once.
 */
export async function logFinishedPlay(
  dependencies: DeliveryDependencies,
  connection: ConnectionRow,
  report: FinishedPlay,
  { receivedAt, eventOf }: { receivedAt: string; eventOf: EventOf },
): Promise<WebhookResult> {
  const source = connection.source as ConnectionSource;
  const watchedOn = watchDay(connection, report);
  const movie = await dependencies.findMovie(report.movie);
  if (!movie) {
    const { tmdbId, imdbId, title, year } = report.movie;
    const result: WebhookResult = {
      outcome: 'unmatched',
      reason: `No movie matched ${describePlayed(report.movie)}: it waits in the unmatched list`,
      tmdb_id: null,
      watched_on: watchedOn,
    };
    await dependencies.deliveries.queueUnmatched(
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
  return logWatchOnce(
    dependencies,
    { userId: connection.user_id, source, movie, watchedOn, rating: report.rating },
    { connection, event: (result) => eventOf(result, { title: movie.title, year: yearOf(movie) }) },
  );
}
