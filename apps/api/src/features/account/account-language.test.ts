import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { originHeaders, signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';

describe.each(engineTestEngines())('account language on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(async () => testApp?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', headers: object, payload?: unknown) =>
    testApp.app.inject({
      method,
      url: '/api/account/language',
      headers: { ...originHeaders(testApp), ...headers },
      payload: payload as object,
    });
  const languageOf = async (user: TestUser) => {
    const answer = await call('GET', user.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: { language: string | null } }).data.language;
  };

  it('follows the browser until the user chooses, then keeps their choice on the account', async () => {
    const user = await signUpVerifiedUser(testApp);
    expect(await languageOf(user)).toBeNull();

    const saved = await call('PUT', user.headers, { language: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, data: { language: 'es' } });
    expect(await languageOf(user)).toBe('es');

    // Another user's setting is their own.
    expect(await languageOf(await signUpVerifiedUser(testApp))).toBeNull();

    await call('PUT', user.headers, { language: 'en' });
    expect(await languageOf(user)).toBe('en');
    await call('PUT', user.headers, { language: null });
    expect(await languageOf(user)).toBeNull();
  });

  it('refuses a language it does not offer with a 400 and a message, and visitors with a 401', async () => {
    const user = await signUpVerifiedUser(testApp);
    for (const body of [{ language: 'xx' }, { language: 'ES' }, {}, { language: 7 }]) {
      const answer = await call('PUT', user.headers, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await languageOf(user)).toBeNull();
    expect((await call('GET', {})).statusCode).toBe(401);
    expect((await call('PUT', {}, { language: 'es' })).statusCode).toBe(401);
  });
});
