import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

describe.each(engineTestEngines())('own profile API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { ana: { name: 'Ana' }, ben: {} });
  const put = (user: TestUser | null, payload: unknown) =>
    suite.testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: user?.headers,
      payload: payload as object,
    });
  const get = (user: TestUser) => suite.testApp.app.inject({ url: '/api/profile', headers: user.headers });

  it('has no handle until one is picked, then keeps it in lower case with its address', async () => {
    expect((await get(suite.ana)).json().data).toEqual({ handle: null, is_public: false, profile_url: null });
    const saved = await put(suite.ana, { handle: '  Ana_Reads-Films ', is_public: false });
    expect(saved.statusCode).toBe(200);
    const expected = { handle: 'ana_reads-films', is_public: false, profile_url: '/u/ana_reads-films' };
    expect(saved.json().data).toEqual(expected);
    expect((await get(suite.ana)).json().data).toEqual(expected);
    expect((await put(suite.ana, { handle: 'ana_reads-films', is_public: true })).json().data.is_public).toBe(
      true,
    );
  });

  it('refuses handles that are too short or long, use other characters, or are reserved, saying why', async () => {
    for (const [handle, why] of [
      ['ab', 'must be 3 to 30 characters'],
      ['a'.repeat(31), 'must be 3 to 30 characters'],
      ['has space', 'may only use lowercase letters, digits, _ and -'],
      ['émile', 'may only use lowercase letters, digits, _ and -'],
      ['dot.name', 'may only use lowercase letters, digits, _ and -'],
      ['settings', 'is reserved, please choose another'],
      ['ADMIN', 'is reserved, please choose another'],
      [42, 'must be text'],
    ] as const) {
      const response = await put(suite.ben, { handle, is_public: true });
      expect(response.statusCode, String(handle)).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: `Invalid body field 'handle': ${why}`,
      });
    }
    expect((await put(suite.ben, { handle: 'ben-ok' })).statusCode).toBe(400);
    expect((await put(suite.ben, { handle: 'a'.repeat(30), is_public: false })).statusCode).toBe(200);
  });

  it('gives a handle to one person only, whatever its case, and frees an old handle when it changes', async () => {
    await put(suite.ana, { handle: 'shared-name', is_public: true });
    const taken = await put(suite.ben, { handle: 'Shared-Name', is_public: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: 'That handle is already taken' });

    await put(suite.ana, { handle: 'ana-new', is_public: true });
    expect((await suite.testApp.app.inject({ url: '/api/profiles/shared-name' })).statusCode).toBe(404);
    expect((await suite.testApp.app.inject({ url: '/api/profiles/ana-new' })).statusCode).toBe(200);
    expect((await put(suite.ben, { handle: 'shared-name', is_public: true })).statusCode).toBe(200);
    expect((await get(suite.ben)).json().data.handle).toBe('shared-name');
  });
});
