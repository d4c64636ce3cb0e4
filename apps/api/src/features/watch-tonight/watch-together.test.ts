import { describe, expect, it } from 'vitest';
import type { WatchTogether } from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

describe.each(routeTestEngines())('watch-together invitations on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, {
    ana: { name: 'Ana' },
    ben: { name: 'Ben' },
    cleo: { name: 'Cleo' },
    dev: { name: 'Dev' },
  });
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    suite.testApp.app.inject({ method, url, headers: user?.headers, ...(payload ? { payload } : {}) });
  const overview = async (user: TestUser) =>
    (await call(user, 'GET', '/api/watch-together')).json<{ data: WatchTogether }>().data;
  const setHandle = (user: TestUser, handle: string) =>
    suite.testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: user.headers,
      payload: { handle, is_public: false },
    });
  const picksWith = (user: TestUser, partner: TestUser) =>
    call(user, 'POST', '/api/tonight/picks', { member_ids: [partner.userId] });

  it('links two accounts only once the invited one accepts, and either side can end it', async () => {
    await setHandle(suite.ben, 'ben_watches');
    const sent = await call(suite.ana, 'POST', '/api/watch-together/invitations', { handle: 'Ben_Watches' });
    expect(sent.statusCode).toBe(201);
    const invitationId = sent.json().data.invitation_id as number;
    expect(sent.json().data).toMatchObject({
      status: 'pending',
      direction: 'outgoing',
      other: { name: 'Ben', handle: 'ben_watches' },
    });

    // Pending: Ben sees it as incoming; neither may pick with the other yet.
    expect((await overview(suite.ben)).incoming.map((link) => link.other?.name)).toEqual(['Ana']);
    expect((await overview(suite.ana)).partners).toEqual([]);
    expect((await picksWith(suite.ana, suite.ben)).statusCode).toBe(403);
    expect(
      (
        await call(suite.ana, 'POST', '/api/tonight/watchlist', {
          tmdb_id: 157336,
          member_ids: [suite.ben.userId],
        })
      ).statusCode,
    ).toBe(403);

    // Only the invited account can accept; a second invitation either way is refused.
    expect(
      (await call(suite.ana, 'POST', `/api/watch-together/invitations/${invitationId}/accept`)).statusCode,
    ).toBe(404);
    const again = await call(suite.ana, 'POST', '/api/watch-together/invitations', { handle: 'ben_watches' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already invited them: wait for their answer');
    const accepted = await call(suite.ben, 'POST', `/api/watch-together/invitations/${invitationId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect((await overview(suite.ana)).partners.map((link) => link.other?.name)).toEqual(['Ben']);
    expect((await overview(suite.ben)).partners.map((link) => link.other?.name)).toEqual(['Ana']);
    expect((await picksWith(suite.ana, suite.ben)).statusCode).toBe(200);
    expect((await picksWith(suite.ben, suite.ana)).statusCode).toBe(200);

    // A third account cannot end it; the invited side can.
    expect(
      (await call(suite.cleo, 'DELETE', `/api/watch-together/invitations/${invitationId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(suite.ben, 'DELETE', `/api/watch-together/invitations/${invitationId}`)).statusCode,
    ).toBe(200);
    expect((await overview(suite.ana)).partners).toEqual([]);
    expect((await picksWith(suite.ana, suite.ben)).statusCode).toBe(403);
  });

  it('a declined invitation is gone for both, and an unknown handle or oneself is a clear 4xx', async () => {
    await setHandle(suite.cleo, 'cleo');
    const sent = await call(suite.ana, 'POST', '/api/watch-together/invitations', { handle: 'cleo' });
    const invitationId = sent.json().data.invitation_id as number;
    expect(
      (await call(suite.cleo, 'DELETE', `/api/watch-together/invitations/${invitationId}`)).statusCode,
    ).toBe(200);
    expect((await overview(suite.ana)).outgoing).toEqual([]);
    expect((await overview(suite.cleo)).incoming).toEqual([]);
    expect(
      (await call(suite.cleo, 'POST', `/api/watch-together/invitations/${invitationId}/accept`)).statusCode,
    ).toBe(404);

    const unknown = await call(suite.ana, 'POST', '/api/watch-together/invitations', {
      handle: 'nobody-here',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'No one on Marquee has the handle nobody-here',
    });
    const self = await call(suite.cleo, 'POST', '/api/watch-together/invitations', { handle: 'cleo' });
    expect(self.statusCode).toBe(400);
    expect((await call(suite.ana, 'POST', '/api/watch-together/invitations', {})).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/watch-together')).statusCode).toBe(401);
  });

  it('an invite link works once: whoever accepts it first is linked, and declining uses it up', async () => {
    const link = (await call(suite.dev, 'POST', '/api/watch-together/links')).json().data as {
      url: string;
      expires_at: string;
    };
    expect(link.url).toMatch(/^\/tonight\/join\/[\w-]{20,}$/);
    const token = link.url.split('/').at(-1)!;

    expect((await call(suite.dev, 'POST', `/api/watch-together/links/${token}/accept`)).statusCode).toBe(400);
    const preview = await call(suite.cleo, 'GET', `/api/watch-together/links/${token}`);
    expect(preview.json().data.from).toMatchObject({ name: 'Dev' });
    // Dev's link shows as an outgoing invitation nobody has opened yet, with when it was made and stops working
    // (what tells two links apart: the address itself is never shown again).
    const [pending] = (await overview(suite.dev)).outgoing;
    expect(pending).toMatchObject({ other: null, status: 'pending', expires_at: link.expires_at });
    expect(Date.parse(pending!.expires_at!) - Date.parse(pending!.created_at)).toBe(7 * 24 * 60 * 60 * 1000);
    expect(JSON.stringify(pending)).not.toContain(token);

    expect((await call(suite.cleo, 'POST', `/api/watch-together/links/${token}/accept`)).statusCode).toBe(
      200,
    );
    expect((await overview(suite.dev)).partners.map((partner) => partner.other?.name)).toEqual(['Cleo']);
    const reused = await call(suite.ana, 'POST', `/api/watch-together/links/${token}/accept`);
    expect(reused.statusCode).toBe(404);
    expect(reused.json().message).toBe('This invite link is not valid any more: ask for a new one');

    const second = (await call(suite.dev, 'POST', '/api/watch-together/links')).json().data as {
      url: string;
    };
    const secondToken = second.url.split('/').at(-1)!;
    expect(
      (await call(suite.ana, 'POST', `/api/watch-together/links/${secondToken}/decline`)).statusCode,
    ).toBe(200);
    expect(
      (await call(suite.ben, 'POST', `/api/watch-together/links/${secondToken}/accept`)).statusCode,
    ).toBe(404);
    expect((await overview(suite.dev)).outgoing).toEqual([]);
    expect(
      (await call(suite.ana, 'GET', '/api/watch-together/links/not-a-real-token-at-all')).statusCode,
    ).toBe(404);
  });
});
