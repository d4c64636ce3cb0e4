import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@marquee/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { translate, type Message } from '../../../lib/i18n/i18n.ts';
import { apiErrorText } from '../../../lib/i18n/known-text.ts';
import { accountMessages as m } from '../messages.ts';

/** Where the link in the email-change mail lands: this page, which then says the address changed. */
export const EMAIL_CHANGED_CALLBACK = '/settings?email=changed';

/** better-auth's messages for what a person can fix, in the product's words. */
const FRIENDLY: Record<string, Message> = {
  'Invalid password': m.invalidPassword,
  'Password too short': m.passwordTooShortServer,
  'Password too long': m.passwordTooLong,
  'Email is the same': m.sameEmail,
};

/** The message to show for a failed account request. */
export function accountErrorText(error: unknown): string {
  const friendly = error instanceof ApiError ? FRIENDLY[error.message] : undefined;
  return friendly ? translate(friendly) : apiErrorText(error, translate(m.somethingWentWrong));
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
