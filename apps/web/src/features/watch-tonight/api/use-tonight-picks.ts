import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiText } from '../../../lib/i18n/known-text.ts';
import type {
  AddedToWatchlists,
  AddToWatchlistsBody,
  TonightPicks,
  TonightPicksBody,
} from '@marquee/contracts';
import { infoToast } from '../../../components/ui/info-toast.tsx';
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

/** Puts a pick on every member's watchlist; a click that changed nothing says so, not "success". */
export function useAddToWatchlists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddToWatchlistsBody) =>
      apiRequest<Envelope<AddedToWatchlists>>('api/tonight/watchlist', { method: 'POST', body }),
    onSuccess: (answer) => {
      if (answer.data.added === 0) return void infoToast(apiText(answer.message));
      void queryClient.invalidateQueries({ queryKey: WATCH_STATUS_QUERY_KEY });
      toast.success(apiText(answer.message));
    },
    onError: (error) => toast.error(apiText(error.message)),
  });
}
