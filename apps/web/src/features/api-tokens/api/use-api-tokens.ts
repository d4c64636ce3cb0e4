import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

const apiTokensKey = ['library', 'api-tokens'] as const;

export const apiTokensQueryOptions = queryOptions({
  queryKey: apiTokensKey,
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<{ data: ApiToken[] }>(client, 'api/api-tokens', { signal })).data,
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}

/** The answer holds the whole token: the only time it is ever shown. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiTokenBody) =>
      (await apiRequest<{ data: CreatedApiToken }>('api/api-tokens', { method: 'POST', body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: number) => apiRequest(`api/api-tokens/${tokenId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
