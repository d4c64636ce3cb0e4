import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookieHeader } from '../../testing/http-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser, signInWithPassword } from '../../testing/test-users.ts';
import { authHooksHeld } from './auth-async-context.ts';

// Node 24 carries async context without hooks (AsyncContextFrame): there is nothing to release or to observe.
const hooksObservable = Number(process.versions.node.split('.')[0]) < 24;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp('sqlite');
});
afterAll(async () => {
  await testApp?.close();
});

it("signed-in reads run without better-auth's promise hooks once it is idle, and signing in again still works", async () => {
  const user = await signUpVerifiedUser(testApp);
  const read = () => testApp.app.inject({ url: '/api/playlists', headers: user.headers });
  // The first read resolves the session through better-auth, and the session cache keeps it.
  expect((await read()).statusCode).toBe(200);
  if (hooksObservable) await expect.poll(() => authHooksHeld(), { timeout: 5_000 }).toBe(false);
  expect((await read()).statusCode).toBe(200);
  if (hooksObservable) expect(authHooksHeld()).toBe(false);

  // better-auth's own pipeline turns its storages on again and works as before.
  const signIn = await signInWithPassword(testApp, user);
  expect(signIn.statusCode).toBe(200);
  if (hooksObservable) expect(authHooksHeld()).toBe(true);
  // A new session, not cached yet: resolved through better-auth after its hooks were released once.
  if (hooksObservable) await expect.poll(() => authHooksHeld(), { timeout: 5_000 }).toBe(false);
  const cookie = cookieHeader(signIn.headers['set-cookie']);
  const session = await testApp.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
  expect(session.json()).toMatchObject({ user: { email: user.email } });
  const secondRead = await testApp.app.inject({ url: '/api/playlists', headers: { cookie } });
  expect(secondRead.statusCode).toBe(200);
});
