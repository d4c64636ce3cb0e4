import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ConnectBody,
  Connection,
  ConnectionEvent,
  ConnectionSource,
  ConnectionWithSecret,
  MovieListPage,
  UnmatchedPlay,
  UpdateConnectionBody,
  WebhookResult,
} from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';
import { invalidateWatchHistory } from '../../../lib/watch-history-query-keys.ts';

interface Envelope<T> {
  data: T;
}

const CONNECTIONS_KEY = ['connections'] as const;
const eventsKey = (source: ConnectionSource) => [...CONNECTIONS_KEY, 'events', source] as const;
const UNMATCHED_KEY = [...CONNECTIONS_KEY, 'unmatched'] as const;
/** How often an open page refreshes the log, so a test delivery shows up while the user watches. */
const LOG_REFRESH_MS = 5_000;

export function connectionsQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: CONNECTIONS_KEY,
    queryFn: async () => (await signedInRequest<Envelope<Connection[]>>(queryClient, 'api/connections')).data,
  });
}

export function useConnections() {
  const queryClient = useQueryClient();
  return useQuery(connectionsQueryOptions(queryClient));
}

export function useConnectionEvents(source: ConnectionSource, connected: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: eventsKey(source),
    queryFn: async () =>
      (await signedInRequest<Envelope<ConnectionEvent[]>>(queryClient, `api/connections/${source}/events`))
        .data,
    enabled: connected,
    refetchInterval: LOG_REFRESH_MS,
  });
}

export function useUnmatchedPlays() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: UNMATCHED_KEY,
    queryFn: async () =>
      (await signedInRequest<Envelope<UnmatchedPlay[]>>(queryClient, 'api/connections/unmatched')).data,
    refetchInterval: LOG_REFRESH_MS,
  });
}

/** The browser's time zone: a watch lands on the day it was where the user lives. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Connects a source or rotates its secret; the answer carries the new address, shown this once. */
export function useConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ source, body }: { source: ConnectionSource; body: ConnectBody }) =>
      (
        await apiRequest<Envelope<ConnectionWithSecret>>(`api/connections/${source}`, {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ source, body }: { source: ConnectionSource; body: UpdateConnectionBody }) =>
      (await apiRequest<Envelope<Connection>>(`api/connections/${source}`, { method: 'PATCH', body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}

export function useRevokeConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: ConnectionSource) => apiRequest(`api/connections/${source}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}

export function useResolvePlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemId, tmdbId }: { itemId: number; tmdbId: number }) =>
      (
        await apiRequest<Envelope<WebhookResult>>(`api/connections/unmatched/${itemId}/resolve`, {
          method: 'POST',
          body: { tmdb_id: tmdbId },
        })
      ).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: UNMATCHED_KEY });
      await invalidateWatchHistory(queryClient);
    },
  });
}

export function useDismissPlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => apiRequest(`api/connections/unmatched/${itemId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNMATCHED_KEY }),
  });
}

/** Movies to pick for an unmatched play: the catalog's search, first page. */
export function useMovieChoices(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['connections', 'movie-choices', trimmed],
    queryFn: ({ signal }) =>
      apiRequest<MovieListPage>(`api/tmdb/search/movie?query=${encodeURIComponent(trimmed)}&page=1`, {
        signal,
      }),
    enabled: trimmed.length >= 2,
    select: (page) => page.results.slice(0, 6),
  });
}
