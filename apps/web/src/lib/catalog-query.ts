import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { takePreloadedAnswer } from './preloaded-answers.ts';

/**
 * A query for a public catalog answer. When the page's HTML carried that answer, it is the query's data from
 * the first render: the page shows at once instead of after a spinner and a round trip.
 */
export function catalogQueryOptions<T>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<T>(path, { signal }),
    initialData: () => takePreloadedAnswer<T>(path),
  });
}
