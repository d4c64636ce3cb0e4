import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestAppWithUsers } from '../testing/signed-in-app.ts';
import type { TestUser } from '../testing/test-users.ts';

const CLIENT = 'https://client.example.com';
const FOREIGN = 'http://127.0.0.1:8080';
const PUBLIC_URL = 'https://movies.example.org';

describe('other origins calling the API', () => {
  const suite = useTestAppWithUsers(
    'sqlite',
    { alice: {}, bob: {} },
    { ALLOWED_ORIGINS: CLIENT, PUBLIC_URL },
  );
  const inject = (options: InjectOptions) => suite.testApp.app.inject(options);
  const likesOf = async (user: TestUser) =>
    (await inject({ url: '/api/likes', headers: user.headers }))
      .json()
      .data.map((like: { tmdb_id: number }) => like.tmdb_id);

  it('answers an allowed origin with CORS headers, credentials included', async () => {
    const response = await inject({
      url: '/api/likes',
      headers: { origin: CLIENT, authorization: `Bearer ${suite.alice.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toContain('set-auth-token');
    expect(response.headers.vary).toContain('Origin');
  });

  it('gives no CORS headers to an origin that is not allowed', async () => {
    const response = await inject({ url: '/api/tmdb/movie/popular', headers: { origin: FOREIGN } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    // Same-origin callers need none either.
    const own = await inject({ url: '/api/tmdb/movie/popular', headers: { origin: 'http://localhost' } });
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from an allowed origin and refuses one from any other', async () => {
    const preflight = (origin: string) =>
      inject({
        method: 'OPTIONS',
        url: '/api/playlists',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight(CLIENT);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-headers']).toBe('authorization, content-type');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

    const refused = await preflight(FOREIGN);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Requests from this origin are not allowed',
    });
  });

  it('refuses writes that carry a cookie from a foreign origin on every route, and changes nothing', async () => {
    const foreign = { ...suite.bob.headers, origin: FOREIGN };
    const writes = [
      { method: 'POST', url: '/api/likes', payload: { tmdb_id: 550 } },
      { method: 'POST', url: '/api/playlists', payload: { name: 'Planted' } },
      { method: 'DELETE', url: '/api/likes/550' },
      { method: 'POST', url: '/api/comments', payload: { tmdb_id: 550, comment_text: 'planted' } },
      { method: 'POST', url: '/api/auth/sign-out' },
    ] as const;
    for (const write of writes) {
      const response = await inject({ ...write, headers: foreign });
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        code: 'FORBIDDEN_ORIGIN',
        message: 'Requests from this origin are not allowed',
      });
    }
    // A browser that sends only a Referer is judged by it.
    const byReferer = await inject({
      method: 'POST',
      url: '/api/likes',
      headers: { ...suite.bob.headers, referer: `${FOREIGN}/page` },
      payload: { tmdb_id: 550 },
    });
    expect(byReferer.statusCode).toBe(403);
    expect(await likesOf(suite.bob)).toEqual([]);
    expect((await inject({ url: '/api/playlists', headers: suite.bob.headers })).json().data).toEqual([]);
    // Reads are not refused (the browser keeps their answers from the foreign page), and the session still works.
    expect((await inject({ url: '/api/likes', headers: foreign })).statusCode).toBe(200);
  });

  it('lets through the same writes from the site itself, PUBLIC_URL, an allowed origin, and bearer tokens', async () => {
    const user = suite.alice;
    const cases = [
      { ...user.headers, origin: 'http://localhost' },
      { ...user.headers, origin: PUBLIC_URL },
      { ...user.headers, origin: CLIENT },
      { authorization: `Bearer ${user.token}`, origin: FOREIGN },
      user.headers,
    ];
    const movies = [550, 157336, 27205, 155, 680];
    for (const [index, headers] of cases.entries()) {
      const response = await inject({
        method: 'POST',
        url: '/api/likes',
        headers,
        payload: { tmdb_id: movies[index] },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
    expect((await likesOf(user)).sort()).toEqual([...movies].sort());
  });
});
