import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestAppWithUsers } from '../testing/signed-in-app.ts';

const FOREIGN = 'http://127.0.0.1:8080';

/**
 * Every refusal a client can get, as the exact bytes it receives: the answers made before a route runs (the
 * router's, the origin check's, the rate limit's, the not-found page's) and the error handler's, all
 * `{"success":false,...,"message":...}` from one helper (platform/respond.ts).
 */
describe('error answers, byte for byte', () => {
  const suite = useTestAppWithUsers('sqlite', { ada: {} });
  const inject = (options: InjectOptions) => suite.testApp.app.inject(options);

  it('the router refusing a malformed address', async () => {
    const response = await inject({ url: '/api/tmdb/movie/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('{"success":false,"message":"Malformed request URL"}');
  });

  it('an address no route has', async () => {
    const response = await inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('{"success":false,"message":"Route GET /api/no-such-thing not found"}');
  });

  it('a thrown typed error and a validation failure', async () => {
    const visitor = await inject({ url: '/api/likes' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).toMatch(/^\{"success":false,"message":"[^"]+"\}$/);
    const invalid = await inject({
      method: 'POST',
      url: '/api/likes',
      headers: suite.ada.headers,
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatch(/^\{"success":false,"message":"[^"]+"\}$/);
  });

  it('a write from a foreign origin, with its code', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/likes',
      headers: { ...suite.ada.headers, origin: FOREIGN },
      payload: { tmdb_id: 550 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(
      '{"success":false,"code":"FORBIDDEN_ORIGIN","message":"Requests from this origin are not allowed"}',
    );
  });

  it('a rate-limited request', async () => {
    // Webhook addresses allow 60 deliveries a minute each, counted before the address is looked up.
    const deliver = () => inject({ method: 'POST', url: '/api/webhooks/generic/not-a-secret', payload: {} });
    for (let sent = 0; sent < 60; sent++) expect((await deliver()).statusCode).toBe(404);
    const refused = await deliver();
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(
      /^\{"success":false,"message":"Too many requests, please try again in \d+ seconds\."\}$/,
    );
  });
});
