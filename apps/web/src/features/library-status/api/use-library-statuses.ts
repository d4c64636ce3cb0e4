import { queryOptions, useQueries } from '@tanstack/react-query';
import {
  LIBRARY_STATUSES_MAX_IDS,
  type LibraryStatus,
  type LibraryStatusesResponse,
} from '@marquee/contracts';
import { LIBRARY_STATUSES_QUERY_KEY } from '../../../lib/library-statuses-query-key.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

/** The user's marks for some movies, by movie id. */
export type LibraryStatusMap = ReadonlyMap<number, LibraryStatus>;

/** One request's worth of ids (sorted, so the same movies in another order are the same cache entry). */
export const libraryStatusesQueryOptions = (sortedIds: readonly number[]) =>
  queryOptions({
    queryKey: [...LIBRARY_STATUSES_QUERY_KEY, sortedIds.join(',')],
    queryFn: async ({ signal, client }) =>
      (
        await signedInRequest<LibraryStatusesResponse>(
          client,
          `api/library/statuses?tmdb_ids=${sortedIds.join(',')}`,
          { signal },
        )
      ).data,
    // A new set of movies keeps the marks already known on screen while its answer comes.
    placeholderData: (previous) => previous,
    retry: false,
  });

function inRequestSizedChunks(ids: readonly number[]): number[][] {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += LIBRARY_STATUSES_MAX_IDS)
    chunks.push(ids.slice(start, start + LIBRARY_STATUSES_MAX_IDS));
  return chunks;
}

const EMPTY: LibraryStatusMap = new Map();

/** Stable, so the map is made again only when an answer changes. */
function byMovieId(results: { data?: LibraryStatus[] }[]): LibraryStatusMap {
  const statuses = results.flatMap((result) => result.data ?? []);
  return statuses.length ? new Map(statuses.map((status) => [status.tmdb_id, status])) : EMPTY;
}

/**
 * The marks of these movies (sorted ids): one request for a page of up to 200 movies, one more for each 200
 * after that. No ids, no request.
 */
export function useLibraryStatuses(sortedIds: readonly number[]): LibraryStatusMap {
  return useQueries({
    queries: inRequestSizedChunks(sortedIds).map(libraryStatusesQueryOptions),
    combine: byMovieId,
  });
}
