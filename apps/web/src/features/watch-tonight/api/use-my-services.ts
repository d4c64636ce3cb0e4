import { useQuery } from '@tanstack/react-query';
import type { WatchServices } from '@marquee/contracts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

/**
 * The user's streaming services as where-to-watch keeps them (`available` only with live TMDB), for the
 * "On my services" limit. Same query key as the where-to-watch feature's, so a change there shows here.
 */
export function useMyServices() {
  return useQuery({
    queryKey: ['library', 'where-to-watch', 'settings'],
    queryFn: async ({ signal, client }) =>
      (await signedInRequest<{ data: WatchServices }>(client, 'api/where-to-watch/settings', { signal }))
        .data,
  });
}
