import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  FederationBlock,
  FederationPerson,
  FederationSettings,
  FriendsFeedItem,
  UpdateFederationSettingsBody,
} from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

interface Envelope<T> {
  data: T;
}

const FEDERATION_KEY = ['federation'] as const;
const SETTINGS_KEY = [...FEDERATION_KEY, 'settings'] as const;
const FOLLOWING_KEY = [...FEDERATION_KEY, 'following'] as const;
const FOLLOWERS_KEY = [...FEDERATION_KEY, 'followers'] as const;
const BLOCKS_KEY = [...FEDERATION_KEY, 'blocks'] as const;
const FEED_KEY = [...FEDERATION_KEY, 'feed'] as const;
/** How often an open Friends page asks again, so a friend's new watch or a new request shows while it is open. */
const REFRESH_MS = 3_000;

const read = async <T>(queryClient: QueryClient, path: string) =>
  (await signedInRequest<Envelope<T>>(queryClient, path)).data;

/** Whether the server federates and the user's own switches; asked once a minute at most. */
export function useFederationSettings() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => read<FederationSettings>(queryClient, 'api/federation'),
    staleTime: 60_000,
  });
}

/**
 * A list of the Friends page, asked only once the server is known to federate; those that change from
 * elsewhere (posts, requests, acceptances) asked again while the page is open.
 */
function useFederationList<T>(key: readonly string[], path: string, enabled: boolean, live = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: key,
    queryFn: () => read<T>(queryClient, path),
    enabled,
    refetchInterval: live ? REFRESH_MS : false,
  });
}

export const useFollowing = (enabled: boolean) =>
  useFederationList<FederationPerson[]>(FOLLOWING_KEY, 'api/federation/following', enabled);
export const useFollowers = (enabled: boolean) =>
  useFederationList<FederationPerson[]>(FOLLOWERS_KEY, 'api/federation/followers', enabled);
export const useBlocks = (enabled: boolean) =>
  useFederationList<FederationBlock[]>(BLOCKS_KEY, 'api/federation/blocks', enabled, false);
export const useFriendsFeed = (enabled: boolean) =>
  useFederationList<FriendsFeedItem[]>(FEED_KEY, 'api/federation/feed', enabled);

/** What the people the user follows posted about one film; only asked where the server federates. */
export function useFriendsOnMovie(tmdbId: number) {
  const queryClient = useQueryClient();
  const settings = useFederationSettings();
  return useQuery({
    queryKey: [...FEED_KEY, 'movie', tmdbId],
    queryFn: () => read<FriendsFeedItem[]>(queryClient, `api/federation/movies/${tmdbId}`),
    enabled: tmdbId > 0 && settings.data?.available === true,
  });
}

/** A change on the Friends page: the answer of `request`, then every federation list asked again. */
function useFederationChange<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEDERATION_KEY }),
  });
}

export const useUpdateFederationSettings = () =>
  useFederationChange(
    async (body: UpdateFederationSettingsBody) =>
      (await apiRequest<Envelope<FederationSettings>>('api/federation', { method: 'PUT', body })).data,
  );

export const useFollow = () =>
  useFederationChange(
    async (account: string) =>
      (
        await apiRequest<Envelope<FederationPerson>>('api/federation/following', {
          method: 'POST',
          body: { account },
        })
      ).data,
  );

export const useUnfollow = () =>
  useFederationChange((relationId: number) =>
    apiRequest(`api/federation/following/${relationId}`, { method: 'DELETE' }),
  );

export const useAcceptFollower = () =>
  useFederationChange((relationId: number) =>
    apiRequest(`api/federation/followers/${relationId}/accept`, { method: 'POST' }),
  );

export const useRemoveFollower = () =>
  useFederationChange((relationId: number) =>
    apiRequest(`api/federation/followers/${relationId}`, { method: 'DELETE' }),
  );

/** Blocks `@name@host` (a person) or a host name (a whole server). */
export const useBlock = () =>
  useFederationChange(
    async (target: string) =>
      (
        await apiRequest<Envelope<FederationBlock>>('api/federation/blocks', {
          method: 'POST',
          body: target.includes('@') ? { account: target } : { server: target },
        })
      ).data,
  );

export const useUnblock = () =>
  useFederationChange((blockId: number) =>
    apiRequest(`api/federation/blocks/${blockId}`, { method: 'DELETE' }),
  );
