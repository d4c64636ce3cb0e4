import type { MatchableMovie } from '@marquee/catalog';
import { CONNECTION_SOURCE_NAMES, type ConnectionSource, type WebhookResult } from '@marquee/contracts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { ConnectionsDependencies } from './connections.dependencies.ts';
import type { DeliveryEvent } from './deliveries.repository.ts';

export const described = (movie: { title: string | null; year: number | null }) =>
  movie.title ? `${movie.title}${movie.year ? ` (${movie.year})` : ''}` : 'an untitled item';

export const yearOf = (movie: MatchableMovie) =>
  movie.release_date ? Number(movie.release_date.slice(0, 4)) : null;

/** A watch a source reports, or a queued play the user picked the movie of. */
export interface SourceWatch {
  userId: string;
  source: ConnectionSource;
  movie: MatchableMovie;
  watchedOn: string;
  rating: number | null;
}

/** Logs the movie once per user, source and day; `recorded`: with the delivery's log event, in one transaction. */
export async function logWatchOnce(
  { deliveries }: Pick<ConnectionsDependencies, 'deliveries'>,
  { userId, source, movie, watchedOn, rating }: SourceWatch,
  recorded?: DeliveryEvent<WebhookResult>,
): Promise<WebhookResult> {
  const name = described({ title: movie.title, year: yearOf(movie) });
  const resultOf = (logged: boolean): WebhookResult => ({
    outcome: logged ? 'logged' : 'duplicate',
    reason: logged
      ? `Logged ${name} on ${watchedOn}`
      : `${name} was already logged from ${CONNECTION_SOURCE_NAMES[source]} on ${watchedOn}`,
    tmdb_id: movie.id,
    watched_on: watchedOn,
  });
  const logged = await deliveries.logWatchOnce(
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
}
