import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@marquee/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** Where the link in the email-change mail lands: this page, which then says the address changed. */
export const EMAIL_CHANGED_CALLBACK = '/settings?email=changed';

/** better-auth's messages for what a person can fix, in the product's words. */
const FRIENDLY: Record<string, string> = {
  'Invalid password': 'Your current password is incorrect.',
  'Password too short': 'Your new password is too short.',
  'Password too long': 'Your new password is too long.',
  'Email is the same': 'That is already your email address.',
};

/** The message to show for a failed account request. */
export function accountErrorText(error: unknown): string {
  if (error instanceof ApiError) return FRIENDLY[error.message] ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/** Whether the account has a password (else it signs in only through Google or OpenID Connect). */
export const hasPasswordQueryOptions = queryOptions({
  queryKey: ['account', 'has-password'],
  queryFn: async () => {
    const accounts = await apiRequest<{ providerId: string }[]>('api/auth/list-accounts');
    return accounts.some((account) => account.providerId === 'credential');
  },
});

/** Asked only for a signed-in user (`enabled`): a visitor has no accounts to list. */
export function useHasPassword(enabled: boolean) {
  return useQuery({ ...hasPasswordQueryOptions, enabled });
}

export function useUpdateDisplayName() {
  return useMutation({
    mutationFn: (name: string) => apiRequest('api/auth/update-user', { method: 'POST', body: { name } }),
  });
}

/** Sends a confirmation link to the new address; the email changes once it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      apiRequest('api/auth/change-email', {
        method: 'POST',
        body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK },
      }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
      apiRequest('api/auth/change-password', { method: 'POST', body }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiRequest('api/account', { method: 'DELETE', body }),
  });
}
