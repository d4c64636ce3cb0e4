import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  publicProfileApiPath,
  type OwnProfileResponse,
  type PublicProfileResponse,
  type UpdateProfileBody,
} from '@marquee/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

const ownProfileKey = ['library', 'profile'] as const;

export const ownProfileQueryOptions = queryOptions({
  queryKey: ownProfileKey,
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<OwnProfileResponse>(client, 'api/profile', { signal })).data,
});

/** The signed-in user's handle and whether the profile is public. A visitor's query fails with a 401. */
export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}

/** Saves the handle and the public switch; a refusal (taken, reserved...) is left to the form to show. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) =>
      (await apiRequest<OwnProfileResponse>('api/profile', { method: 'PUT', body })).data,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
      toast.success('Profile saved!');
    },
  });
}

export const publicProfileQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: ['profiles', handle.toLowerCase()],
    queryFn: async ({ signal }) =>
      (await apiRequest<PublicProfileResponse>(publicProfileApiPath(handle), { signal })).data,
    // A private or unknown profile stays so: no retries.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

/** Anyone's public profile, for visitors too. */
export function usePublicProfile(handle: string) {
  return useQuery(publicProfileQueryOptions(handle));
}
