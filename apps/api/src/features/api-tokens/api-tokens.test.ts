import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { engineTestEngines, routeTestEngines } from '@marquee/db/testing';
import {
  API_TOKEN_NOT_ALLOWED_MESSAGE,
  API_TOKEN_READ_ONLY_MESSAGE,
  type CreatedApiToken,
} from '@marquee/contracts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestAppWithUsers } from '../../testing/signed-in-app.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createToken(
  suite: TestAppWithUsers<'owner'>,
  scope: 'read' | 'read-write',
  name = `${scope} token`,
): Promise<CreatedApiToken> {
  const response = await suite.testApp.app.inject({
    method: 'POST',
    url: '/api/api-tokens',
    headers: suite.owner.headers,
    payload: { name, scope },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe.each(routeTestEngines())('personal API tokens on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { owner: {} });
  const inject = (options: InjectOptions) => suite.testApp.app.inject(options);
  const setStatus = (headers: Record<string, string>, tmdbId = 550) =>
    inject({
      method: 'POST',
      url: '/api/watch/status',
      headers,
      payload: { tmdb_id: tmdbId, status: 'want_to_watch' },
    });

  it('shows a new token once, then lists it by name and scope without the token', async () => {
    const created = await createToken(suite, 'read', 'Home Assistant');
    expect(created.token).toMatch(/^mqt_[A-Za-z0-9_-]{40,}$/);
    expect(created).toMatchObject({ name: 'Home Assistant', scope: 'read', last_used_at: null });
    const list = await inject({ url: '/api/api-tokens', headers: suite.owner.headers });
    const listed = list
      .json()
      .data.find((token: { token_id: number }) => token.token_id === created.token_id);
    expect(listed).toMatchObject({ name: 'Home Assistant', scope: 'read' });
    expect(created.token.startsWith(listed.token_start)).toBe(true);
    expect(JSON.stringify(list.json())).not.toContain(created.token);
  });

  it('lets a read token read the owner’s data but not write it', async () => {
    await setStatus(suite.owner.headers, 680);
    const { token } = await createToken(suite, 'read');
    const read = await inject({ url: '/api/watch/status', headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((item: { tmdb_id: number }) => item.tmdb_id)).toContain(680);
    const write = await setStatus(bearer(token), 550);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ success: false, message: API_TOKEN_READ_ONLY_MESSAGE });
    const after = await inject({ url: '/api/watch/status', headers: suite.owner.headers });
    expect(after.json().data.map((item: { tmdb_id: number }) => item.tmdb_id)).not.toContain(550);
  });

  it('lets a read-write token write', async () => {
    const { token } = await createToken(suite, 'read-write');
    const write = await setStatus(bearer(token), 13);
    expect(write.statusCode).toBe(200);
    const list = await inject({ url: '/api/watch/status', headers: suite.owner.headers });
    expect(list.json().data.map((item: { tmdb_id: number }) => item.tmdb_id)).toContain(13);
  });

  it('never lets a token manage tokens or delete the account', async () => {
    const { token, token_id } = await createToken(suite, 'read-write');
    const attempts = [
      inject({ url: '/api/api-tokens', headers: bearer(token) }),
      inject({
        method: 'POST',
        url: '/api/api-tokens',
        headers: bearer(token),
        payload: { name: 'another', scope: 'read-write' },
      }),
      inject({ method: 'DELETE', url: `/api/api-tokens/${token_id}`, headers: bearer(token) }),
      inject({
        method: 'DELETE',
        url: '/api/account',
        headers: bearer(token),
        payload: { password: suite.owner.password },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(API_TOKEN_NOT_ALLOWED_MESSAGE);
    }
    // better-auth's own routes do not know API tokens: no email or password change through one.
    const passwordChange = await inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...bearer(token), origin: suite.testApp.context.config.publicUrl },
      payload: {
        currentPassword: suite.owner.password,
        newPassword: 'a-new-password-1',
        revokeOtherSessions: false,
      },
    });
    expect(passwordChange.statusCode).toBe(401);
    // The account and the token are still there.
    expect((await inject({ url: '/api/watch/status', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('never lets a token make or rotate a secret address (a webhook connection, the calendar)', async () => {
    const { token } = await createToken(suite, 'read-write');
    const makes = [
      { method: 'POST', url: '/api/connections/jellyfin', payload: {} },
      { method: 'POST', url: '/api/calendar' },
    ] as const;
    for (const make of makes) {
      const refused = await inject({ ...make, headers: bearer(token) });
      expect(refused.statusCode, make.url).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: API_TOKEN_NOT_ALLOWED_MESSAGE });
    }
    const connections = await inject({ url: '/api/connections', headers: bearer(token) });
    expect(connections.statusCode).toBe(200);
    expect(connections.json().data.every((item: { connected: boolean }) => !item.connected)).toBe(true);
    const calendar = await inject({ url: '/api/calendar', headers: bearer(token) });
    expect(calendar.json().data).toMatchObject({ active: false, feed_path: null });
    // The session still makes them.
    for (const make of makes)
      expect((await inject({ ...make, headers: suite.owner.headers })).statusCode, make.url).toBe(200);
  });

  it('refuses a revoked token and an unknown one with 401', async () => {
    const { token, token_id } = await createToken(suite, 'read-write');
    expect((await inject({ url: '/api/watch/status', headers: bearer(token) })).statusCode).toBe(200);
    const revoke = await inject({
      method: 'DELETE',
      url: `/api/api-tokens/${token_id}`,
      headers: suite.owner.headers,
    });
    expect(revoke.statusCode).toBe(200);
    const after = await inject({ url: '/api/watch/status', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
    const unknown = await inject({ url: '/api/watch/status', headers: bearer(`${token.slice(0, -2)}xx`) });
    expect(unknown.statusCode).toBe(401);
    const again = await inject({
      method: 'DELETE',
      url: `/api/api-tokens/${token_id}`,
      headers: suite.owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a bad name or scope with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ name: 'x', scope: 'admin' }, 'scope'],
      [{ name: '   ', scope: 'read' }, 'name'],
    ] as const) {
      const response = await inject({
        method: 'POST',
        url: '/api/api-tokens',
        headers: suite.owner.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`'${field}'`);
    }
  });

  it('documents the bearer token as an OpenAPI security scheme', async () => {
    const document = (await inject({ url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe.each(engineTestEngines())('API token storage on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { owner: {} });

  it('keeps only a hash of the token and records when it was last used', async () => {
    const { token, token_id } = await createToken(suite, 'read');
    const db = suite.testApp.context.database.db;
    const stored = await db
      .selectFrom('api_tokens')
      .selectAll()
      .where('token_id', '=', token_id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token.slice(8));
    expect(stored.token_hash).not.toBe(token);
    expect(stored.last_used_at).toBeNull();

    const used = await suite.testApp.app.inject({ url: '/api/watch/status', headers: bearer(token) });
    expect(used.statusCode).toBe(200);
    const listed = await suite.testApp.app.inject({ url: '/api/api-tokens', headers: suite.owner.headers });
    const lastUsed = listed
      .json()
      .data.find((item: { token_id: number }) => item.token_id === token_id).last_used_at;
    expect(lastUsed).not.toBeNull();
    expect(Date.parse(lastUsed)).toBeGreaterThanOrEqual(Date.parse(stored.created_at) - 1000);
  });

  it('deletes the tokens with the account', async () => {
    const { token } = await createToken(suite, 'read-write');
    const deleted = await suite.testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { ...suite.owner.headers, origin: suite.testApp.context.config.publicUrl },
      payload: { password: suite.owner.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await suite.testApp.context.database.db
      .selectFrom('api_tokens')
      .select('token_id')
      .where('user_id', '=', suite.owner.userId)
      .execute();
    expect(rows).toEqual([]);
    expect(
      (await suite.testApp.app.inject({ url: '/api/watch/status', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});
