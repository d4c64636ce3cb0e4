import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { isUnauthorized } from './api-client.ts';
import { sessionQueryKey } from './session.ts';

/** The toast a 401 on a personal action shows; shown once however many requests found the session gone. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const notifySessionExpired = () => toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });

/**
 * A 401 on any query or mutation while the page still shows someone signed in means the session ended
 * (expired, or signed out elsewhere): the page signs out too, so every section shows its login prompt.
 */
export function watchSessionExpiry(queryClient: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (!isUnauthorized(error) || !queryClient.getQueryData(sessionQueryKey)) return;
    queryClient.setQueryData(sessionQueryKey, null);
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] === 'library' });
    notifySessionExpired();
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => watchSessionExpiry(queryClient), [queryClient]);
}
