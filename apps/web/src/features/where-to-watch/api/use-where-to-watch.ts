import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MovieListPage,
  MovieWatchProviders,
  WatchProvider,
  WatchServices,
  WatchServicesBody,
} from '@marquee/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';
import { useSession } from '../../../lib/session.ts';

const key = ['library', 'where-to-watch'] as const;
/** Without live TMDB every data route answers 404: the product then shows nothing of it. */
const noRetryOn404 = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 2;

export const watchServicesQueryOptions = queryOptions({
  queryKey: [...key, 'settings'],
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<{ data: WatchServices }>(client, 'api/where-to-watch/settings', { signal })).data,
});

export function useWatchServices(enabled = true) {
  return useQuery({ ...watchServicesQueryOptions, enabled });
}

export function useRegionProviders(region: string, enabled: boolean) {
  return useQuery({
    queryKey: [...key, 'providers', region],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: WatchProvider[] }>(
          `api/where-to-watch/providers?region=${encodeURIComponent(region)}`,
          { signal },
        )
      ).data,
    enabled,
    retry: noRetryOn404,
  });
}

export function useSaveWatchServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WatchServicesBody) =>
      (await apiRequest<{ data: WatchServices }>('api/where-to-watch/settings', { method: 'PUT', body }))
        .data,
    onSuccess: (saved) => {
      queryClient.setQueryData(watchServicesQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({
        queryKey: key,
        predicate: (query) => query.queryKey[2] !== 'settings',
      });
    },
  });
}

export function useMovieWatchProviders(movieId: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...key, 'movie', movieId, user?.id ?? 'visitor'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: MovieWatchProviders }>(`api/where-to-watch/movie/${movieId}`, { signal }))
        .data,
    retry: noRetryOn404,
  });
}

/** Home's "On your services": only for a signed-in user with services picked, in live-TMDB mode. */
export function useOnMyServices() {
  const { user } = useSession();
  const services = useWatchServices(user !== null);
  const ready = Boolean(services.data?.available && services.data.provider_ids.length > 0);
  return useQuery({
    queryKey: [...key, 'on-my-services'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: MovieListPage }>('api/where-to-watch/on-my-services', { signal })).data,
    enabled: ready,
    retry: noRetryOn404,
  });
}

/** Of these movie ids, those streaming on the user's services; undefined while unknown or switched off. */
export function useAvailableOnMyServices(ids: number[], enabled: boolean) {
  return useQuery({
    queryKey: [...key, 'available', ids.join(',')],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: { ids: number[] } }>(
          `api/where-to-watch/available?ids=${ids.slice(0, 60).join(',')}`,
          { signal },
        )
      ).data.ids,
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
    retry: noRetryOn404,
  });
}
