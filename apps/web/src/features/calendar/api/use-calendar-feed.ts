import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

const calendarKey = ['library', 'calendar'] as const;

export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarKey,
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<{ data: CalendarFeed }>(client, 'api/calendar', { signal })).data,
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}

/** Makes the address (or a new one: the old one stops working), or with `revoke` turns it off. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'rotate' | 'revoke') =>
      (
        await apiRequest<{ data: CalendarFeed }>('api/calendar', {
          method: change === 'rotate' ? 'POST' : 'DELETE',
        })
      ).data,
    onSuccess: (feed) => queryClient.setQueryData(calendarKey, feed),
  });
}
