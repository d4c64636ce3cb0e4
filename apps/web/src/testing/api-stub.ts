import { vi } from 'vitest';
import type { Visibilities } from '@marquee/contracts';

export const FEDERATION_OFF: Visibilities = { enabled: false, default_visibility: 'public', items: [] };

/**
 * The API as a component under test sees it, in place of `fetch`: a signed-in user, federation visibility as
 * `visibilities` says, and every write answered with `written(url, init)`'s data.
 */
export function stubSignedInApi({
  visibilities = FEDERATION_OFF,
  written = () => ({}),
}: {
  visibilities?: Visibilities;
  written?: (url: string, init: RequestInit | undefined) => unknown;
} = {}) {
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ success: true, message: 'ok', data }), { status: 200 });
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    if (String(url) === '/api/auth/get-session')
      return new Response(
        JSON.stringify({ user: { id: 'u1', email: 'u@example.com', emailVerified: true } }),
      );
    if (String(url).startsWith('/api/federation/visibility')) return answer(visibilities);
    return answer(written(String(url), init));
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The writes, in order: reading the session and the visibility left out. */
  const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
  const askedVisibility = () =>
    fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/federation/visibility'));
  return { fetchMock, writes, askedVisibility };
}
