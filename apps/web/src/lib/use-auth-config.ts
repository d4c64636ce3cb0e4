import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@marquee/contracts';
import { apiRequest } from './api-client.ts';

const DEFAULT_CONFIG: AuthConfig = {
  googleEnabled: false,
  oidcName: null,
  passwordSignUpEnabled: true,
  minPasswordLength: 6,
  publicUrl: null,
};

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: async () => (await apiRequest<{ data: AuthConfig }>('api/auth-config')).data,
  staleTime: Number.POSITIVE_INFINITY,
});

/** What this server offers (Google, an OpenID Connect provider, password sign-up and its policy); the spec's defaults until it answers. */
export function useAuthConfig(): AuthConfig & { isPending: boolean } {
  const { data, isPending } = useQuery(authConfigQueryOptions);
  return { ...(data ?? DEFAULT_CONFIG), isPending };
}
