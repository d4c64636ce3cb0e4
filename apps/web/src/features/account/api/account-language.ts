import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountLanguage, Locale } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chooseLocale, currentLocale } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session.ts';

const accountLanguageQueryKey = ['account', 'language'] as const;
const ACCOUNT_LANGUAGE_PATH = 'api/account/language';

/** The account's interface language (Settings → Language): null when it follows the browser. */
export function useAccountLanguage() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...accountLanguageQueryKey, user?.id],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: AccountLanguage }>(ACCOUNT_LANGUAGE_PATH, { signal })).data.language,
    enabled: user !== null,
  });
}

/** Saves the account's language (null: follow the browser). */
export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Locale | null) =>
      (
        await apiRequest<{ data: AccountLanguage }>(ACCOUNT_LANGUAGE_PATH, {
          method: 'PUT',
          body: { language } satisfies AccountLanguage,
        })
      ).data.language,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountLanguageQueryKey }),
  });
}

/**
 * A signed-in user's own language wins over the browser's and the footer's (ADR 036): once the account's
 * setting is known, the interface switches to it, and the cookie keeps it for the server's next page.
 */
export function useFollowAccountLanguage(): void {
  const { data: language } = useAccountLanguage();
  useEffect(() => {
    if (language && language !== currentLocale()) void chooseLocale(language);
  }, [language]);
}
