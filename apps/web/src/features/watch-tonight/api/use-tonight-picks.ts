import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { AddToWatchlistsBody, TonightPicks, TonightPicksBody } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { WATCH_STATUS_QUERY_KEY } from '../../../lib/watch-history-query-keys.ts';

type Envelope<T> = { data: T; message: string };

/** Picks for the group within the limits; `exclude` and `count: 1` make "Another". */
export function useTonightPicks() {
  return useMutation({
    mutationFn: async (body: TonightPicksBody) =>
      (await apiRequest<Envelope<TonightPicks>>('api/tonight/picks', { method: 'POST', body })).data,
  });
}

export function useAddToWatchlists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddToWatchlistsBody) =>
      apiRequest<Envelope<{ members: number }>>('api/tonight/watchlist', { method: 'POST', body }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: WATCH_STATUS_QUERY_KEY });
      toast.success(answer.message);
    },
    onError: (error) => toast.error(error.message),
  });
}
