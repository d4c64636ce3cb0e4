import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

/** A movie page's query through the app's own client, the server answering with `respond` each time. */
async function load(respond: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(respond);
  vi.stubGlobal('fetch', fetchMock);
  const outcome = await createQueryClient()
    .fetchQuery({ queryKey: ['movie', 240], queryFn: () => apiRequest('api/tmdb/movie/240') })
    .then(
      () => 'loaded',
      (error: Error) => error.message,
    );
  return { outcome, requests: fetchMock.mock.calls.length };
}

const answer = (status: number, message: string) => async () =>
  new Response(JSON.stringify({ success: false, message }), { status });

describe('the web client after a failed request', () => {
  it('does not ask again when the server answered 502: the error shows after one wait, not three', async () => {
    const down = 'The movie database is unavailable right now. Please try again later.';
    expect(await load(answer(502, down))).toEqual({ outcome: down, requests: 1 });
  });

  it('does not ask again after a 4xx either', async () => {
    expect(await load(answer(404, 'Movie 240 not found'))).toEqual({
      outcome: 'Movie 240 not found',
      requests: 1,
    });
  });

  it('asks once more when no answer came at all', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ id: 240 }), { status: 200 });
    };
    expect(await load(flaky)).toEqual({ outcome: 'loaded', requests: 2 });
  });
});
