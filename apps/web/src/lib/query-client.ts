import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * Whether a failed query is asked again: once, and only when no answer came (the network dropped). An answer
 * the server gave, a 4xx or a 502 from a movie database that is down, would only come again, after another wait.
 */
export function retriesQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.status === 0;
}

/** Queries stay fresh 5 minutes and are retried only as `retriesQuery` says. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: retriesQuery,
        refetchOnWindowFocus: false,
      },
    },
  });
}
