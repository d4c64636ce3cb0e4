import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError, isUnauthorized } from './api-client.ts';
import { translate, type Message } from './i18n/i18n.ts';
import { apiText } from './i18n/known-text.ts';

/**
 * What a failed write says: the API's own reason when it refused the request (a 4xx names what was wrong, in the
 * interface's language through its `api.*` keys), else `fallback`: a network failure, a timeout or a server
 * error has no reason the user can act on.
 */
export function writeFailureText(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
  return refused ? apiText(error.message) : fallback;
}

/**
 * A write the user makes, told in toasts: `success` once done, `failure` otherwise, except a 401: the session
 * ended, and the page says so instead (auth's session expiry). With `explainRefusals`, a refusal names the API's
 * reason instead (see {@link writeFailureText}); without it, as the spec's error catalogue fixes for ratings,
 * comments and watch statuses, every failure is `failure`. `refresh` then re-reads what the write may have
 * changed, whether it worked or not.
 */
export function useToastedMutation<Variables, Answer>({
  request,
  success,
  failure,
  explainRefusals = false,
  refresh,
}: {
  request: (variables: Variables) => Promise<Answer>;
  success: Message | ((variables: Variables) => Message);
  failure: Message;
  explainRefusals?: boolean;
  refresh: (queryClient: QueryClient) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_answer, variables) => {
      toast.success(translate(typeof success === 'function' ? success(variables) : success));
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast.error(explainRefusals ? writeFailureText(error, translate(failure)) : translate(failure));
    },
    onSettled: () => refresh(queryClient),
  });
}
