import type { ConnectionSource, UnmatchedPlay, WebhookResult } from '@marquee/contracts';
import { NotFoundError } from '../../platform/errors.ts';
import { takeDatedMovieSnapshot } from '../../platform/movie-snapshot.ts';
import type { ConnectionsDependencies } from './connections.dependencies.ts';
import { logWatchOnce } from './log-watch.ts';

const UNMATCHED_NOT_FOUND = 'Unmatched play not found';

export const listUnmatchedPlays = (
  { unmatched }: Pick<ConnectionsDependencies, 'unmatched'>,
  userId: string,
): Promise<UnmatchedPlay[]> => unmatched.list(userId);

/** Logs a queued play as the movie the user picked, on the day it was played, and takes it off the queue. */
export async function resolveUnmatchedPlay(
  dependencies: Pick<ConnectionsDependencies, 'unmatched' | 'deliveries' | 'catalog'>,
  userId: string,
  itemId: number,
  tmdbId: number,
): Promise<WebhookResult> {
  const { unmatched, catalog } = dependencies;
  const item = await unmatched.find(userId, itemId);
  if (!item) throw new NotFoundError(UNMATCHED_NOT_FOUND);
  const { snapshot, release_date } = await takeDatedMovieSnapshot(catalog, tmdbId);
  const result = await logWatchOnce(dependencies, {
    userId,
    source: item.source as ConnectionSource,
    movie: {
      id: snapshot.tmdb_id,
      title: snapshot.title,
      poster_path: snapshot.poster_path,
      vote_average: snapshot.vote_average,
      release_date,
      imdb_id: null,
      popularity: 0,
    },
    watchedOn: item.watched_on,
    rating: item.rating,
  });
  await unmatched.remove(userId, itemId);
  return result;
}

export async function dismissUnmatchedPlay(
  { unmatched }: Pick<ConnectionsDependencies, 'unmatched'>,
  userId: string,
  itemId: number,
): Promise<void> {
  if (!(await unmatched.remove(userId, itemId))) throw new NotFoundError(UNMATCHED_NOT_FOUND);
}
