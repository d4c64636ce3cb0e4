import type { QueryClient } from '@tanstack/react-query';
import { SIGN_IN_REQUIRED_MESSAGE } from '@marquee/contracts';
import { ApiError, apiRequest, type RequestOptions } from './api-client.ts';
import { sessionQueryOptions } from './session.ts';

/**
 * A request for the signed-in user's own data. When the session already says this is a visitor, the answer
 * is the 401 the API would give, without asking it (and without a failed request in the browser's console).
 */
export async function signedInRequest<T>(
  queryClient: QueryClient,
  path: string,
  options?: RequestOptions,
): Promise<T> {
  const user = await queryClient.fetchQuery(sessionQueryOptions);
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED_MESSAGE);
  return apiRequest<T>(path, options);
}
