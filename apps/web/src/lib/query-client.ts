import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Queries stay fresh 5 minutes and retry once (never on a 4xx answer: asking again gets the same). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
