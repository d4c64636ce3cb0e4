import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIBRARY_STATUSES_QUERY_KEY } from '../../../lib/library-statuses-query-key.ts';

/** How often a waiting batch looks whether the page has settled. */
const SETTLE_CHECK_MS = 40;
/** Checks in a row with nothing loading before the page counts as settled (a row may start loading just after another ends). */
const QUIET_CHECKS = 2;
/**
 * A batch waits at most this long for slow lists (the recommender's rows on a busy server): their movies then
 * come in a request of their own.
 */
const MAX_WAIT_MS = 2500;

/** Whether anything but the marks themselves is loading: a list that may add movies to the page. */
function pageIsLoading(queryClient: QueryClient): boolean {
  return (
    queryClient.isFetching({ predicate: (query) => query.queryKey[1] !== LIBRARY_STATUSES_QUERY_KEY[1] }) > 0
  );
}

/**
 * The movies the page shows, as one sorted list of ids for one request. Lists and cards announce their movies;
 * new ones are gathered until the page has settled (nothing else loading for two checks, or 2.5 s at most), so
 * the rows of a home page that arrive one after another still make one request. Movies that leave the page
 * never cause a request: the list changes with the next movies that come.
 */
export function usePageMovieIds(userId: string | undefined): {
  announce: (movieIds: readonly number[]) => () => void;
  movieIds: readonly number[];
} {
  const queryClient = useQueryClient();
  const shownCounts = useRef(new Map<number, number>());
  const requested = useRef<ReadonlySet<number>>(new Set());
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [movieIds, setMovieIds] = useState<readonly number[]>([]);

  const commit = useCallback(() => {
    waiting.current = undefined;
    const ids = [...shownCounts.current.keys()].sort((a, b) => a - b);
    requested.current = new Set(ids);
    setMovieIds(ids);
  }, []);

  const commitWhenSettled = useCallback(() => {
    if (waiting.current !== undefined) return;
    const startedAt = Date.now();
    let quietChecks = 0;
    const check = () => {
      quietChecks = pageIsLoading(queryClient) ? 0 : quietChecks + 1;
      if (quietChecks >= QUIET_CHECKS || Date.now() - startedAt >= MAX_WAIT_MS) commit();
      else waiting.current = setTimeout(check, SETTLE_CHECK_MS);
    };
    waiting.current = setTimeout(check, 0);
  }, [queryClient, commit]);

  const announce = useCallback(
    (ids: readonly number[]) => {
      const counts = shownCounts.current;
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      if (ids.some((id) => !requested.current.has(id))) commitWhenSettled();
      return () => {
        for (const id of ids) {
          const count = (counts.get(id) ?? 0) - 1;
          if (count > 0) counts.set(id, count);
          else counts.delete(id);
        }
      };
    },
    [commitWhenSettled],
  );

  // Another user (or none) starts from nothing: the ids asked for before were theirs.
  useEffect(() => {
    requested.current = new Set();
    setMovieIds([]);
  }, [userId]);
  useEffect(
    () => () => {
      clearTimeout(waiting.current);
      waiting.current = undefined;
    },
    [],
  );
  return { announce, movieIds };
}
