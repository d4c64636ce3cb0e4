import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import { latestMailLink, originHeaders } from '../../testing/test-users.ts';

/** Names that read as someone else's: "\u202E" shows what follows backwards, isolates and zero-width characters hide. */
const DISGUISED = [
  { sent: 'Ann\u202Enimda', stored: 'Annnimda' },
  { sent: '\u2066Admin\u2069 Team', stored: 'Admin Team' },
  { sent: 'ad\u200Bmin\u200F\u061C', stored: 'admin' },
  { sent: '\u202Aemb\u202Bed\u202C\u202Dded\u2067\u2068', stored: 'embedded' },
];

describe.each(routeTestEngines())('display names cannot be disguised on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { member: { name: 'Member' } });
  const json = () => ({ ...originHeaders(suite.testApp), 'content-type': 'application/json' });
  const sessionName = async (headers: Record<string, string>) =>
    (await suite.testApp.app.inject({ url: '/api/auth/get-session', headers })).json().user.name;

  it('takes bidirectional overrides, isolates and invisible characters out on profile update', async () => {
    for (const { sent, stored } of DISGUISED) {
      const update = await suite.testApp.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...json(), ...suite.member.headers },
        payload: { name: sent },
      });
      expect(update.statusCode, update.body).toBe(200);
      expect(await sessionName(suite.member.headers)).toBe(stored);
    }
    // Emoji sequences keep their joiners; a name of nothing but direction controls is blank.
    const family = '👩‍👩‍👧 Night';
    await suite.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...json(), ...suite.member.headers },
      payload: { name: family },
    });
    expect(await sessionName(suite.member.headers)).toBe(family);
    const blank = await suite.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...json(), ...suite.member.headers },
      payload: { name: '\u202E\u2066\u200B' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ success: false, message: 'Name must not be blank' });
  });

  it('takes them out at sign-up, and comments show the cleaned name', async () => {
    const email = `disguise-${engine}@example.test`;
    const signUp = await suite.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: json(),
      payload: { email, password: 'secret-12', name: 'Ann\u202Enimda', callbackURL: '/login' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(signUp.json().user.name).toBe('Annnimda');
    await suite.testApp.app.inject({ url: latestMailLink(suite.testApp, email, '/verify-email') });
    const signIn = await suite.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: json(),
      payload: { email, password: 'secret-12' },
    });
    const headers = { authorization: `Bearer ${signIn.headers['set-auth-token']}` };
    const comment = await suite.testApp.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers,
      payload: { tmdb_id: 550, comment_text: 'Who wrote this?' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json().data.user.displayName).toBe('Annnimda');
  });
});
