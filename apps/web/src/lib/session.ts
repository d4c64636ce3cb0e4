import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@marquee/contracts';
import { apiRequest } from './api-client.ts';
import { useHydrated } from './use-hydrated.ts';

export type { SessionUser };

export const sessionQueryKey = ['auth', 'session'] as const;

/** The session as better-auth reports it, verified or not (the Google flow needs to see an unverified one). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  // A plain request, so every page's first chunk does not carry better-auth's client.
  const data = await apiRequest<{ user: SessionUser } | null>('api/auth/get-session');
  if (!data) return null;
  const { id, email, name, emailVerified } = data.user;
  return { id, email, name: name?.trim() || null, emailVerified };
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  // Email users need a verified email to be signed in: an unverified session counts as none.
  queryFn: async () => {
    const user = await fetchSessionUser();
    return user?.emailVerified ? user : null;
  },
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/**
 * The signed-in user, or null. While React takes over the page the server drew, the session counts as still
 * loading, as it was when the server drew it: one that arrived mid-hydration would otherwise render signed-in
 * markup over the server's and break the hydration of whatever had not been taken over yet.
 */
export function useSession(): { user: SessionUser | null; isPending: boolean } {
  const hydrated = useHydrated();
  const { data, isPending } = useQuery(sessionQueryOptions);
  if (!hydrated) return { user: null, isPending: true };
  return { user: data ?? null, isPending };
}

/** After signing in or out, personal data of the previous state must not linger in the cache. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    await queryClient.fetchQuery(sessionQueryOptions);
  };
}
