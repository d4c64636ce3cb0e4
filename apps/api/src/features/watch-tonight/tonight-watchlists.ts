import type { AddedToWatchlists } from '@marquee/contracts';
import { takeMovieSnapshot } from '../../platform/movie-snapshot.ts';
import type { TonightDependencies } from './tonight.dependencies.ts';
import { membersOf } from './tonight-members.ts';

/**
 * One click puts the pick on every member's watchlist (they consented by accepting the link); says how many lists
 * it was put on, as members who already have it keep it.
 */
export async function addPickToWatchlists(
  dependencies: Pick<TonightDependencies, 'partners' | 'tonight' | 'catalog'>,
  userId: string,
  tmdbId: number,
  memberIds: string[],
): Promise<AddedToWatchlists> {
  const members = await membersOf(dependencies, userId, memberIds);
  const snapshot = await takeMovieSnapshot(dependencies.catalog, tmdbId);
  const added = await dependencies.tonight.addToWatchlists(members, snapshot, new Date().toISOString());
  return { members: members.length, added };
}
