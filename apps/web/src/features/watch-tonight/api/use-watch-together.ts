import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiText } from '../../../lib/i18n/known-text.ts';
import type { InviteLink, WatchPartner, WatchTogether, WatchTogetherLink } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

type Envelope<T> = { data: T; message: string };
const watchTogetherKey = ['library', 'watch-together'] as const;

export const watchTogetherQueryOptions = queryOptions({
  queryKey: watchTogetherKey,
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<Envelope<WatchTogether>>(client, 'api/watch-together', { signal })).data,
});

/** The user's partners and pending invitations. A visitor's query fails with a 401. */
export function useWatchTogether() {
  return useQuery(watchTogetherQueryOptions);
}

function useChange<Input, Output>(request: (input: Input) => Promise<Envelope<Output>>, toastSuccess = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: watchTogetherKey });
      if (toastSuccess) toast.success(apiText(answer.message));
    },
  });
}

export const useInviteByHandle = () =>
  useChange((handle: string) =>
    apiRequest<Envelope<WatchTogetherLink>>('api/watch-together/invitations', {
      method: 'POST',
      body: { handle },
    }),
  );

const createInviteLink = () =>
  apiRequest<Envelope<InviteLink>>('api/watch-together/links', { method: 'POST' });
const removeInvitation = (invitationId: number) =>
  apiRequest<Envelope<null>>(`api/watch-together/invitations/${invitationId}`, { method: 'DELETE' });

export const useCreateInviteLink = () => useChange(createInviteLink, false);

/** A new one-time link in place of a pending one, whose address the server cannot show again. */
export const useReplaceInviteLink = () =>
  useChange(async (invitationId: number) => {
    const fresh = await createInviteLink();
    await removeInvitation(invitationId);
    return fresh;
  }, false);

export const useAcceptInvitation = () =>
  useChange((invitationId: number) =>
    apiRequest<Envelope<WatchTogetherLink>>(`api/watch-together/invitations/${invitationId}/accept`, {
      method: 'POST',
    }),
  );

/** Declines, cancels or ends a link: the same request from either side. */
export const useRemoveInvitation = () => useChange(removeInvitation);

export function useInviteLinkPreview(token: string) {
  return useQuery({
    queryKey: ['watch-together', 'link', token],
    queryFn: async ({ signal, client }) =>
      (
        await signedInRequest<Envelope<{ from: WatchPartner }>>(
          client,
          `api/watch-together/links/${encodeURIComponent(token)}`,
          { signal },
        )
      ).data,
    retry: false,
  });
}

export const useAnswerInviteLink = (token: string) =>
  useChange((answer: 'accept' | 'decline') =>
    apiRequest<Envelope<unknown>>(`api/watch-together/links/${encodeURIComponent(token)}/${answer}`, {
      method: 'POST',
    }),
  );
