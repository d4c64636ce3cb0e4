import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../testing/signed-in-app.ts';
import { originHeaders } from '../testing/test-users.ts';

const ZALGO = `H${'\u0301'.repeat(500)}i`;
const CAPPED = `H${'\u0301'.repeat(3)}i`;
/** Texts that would show as nothing: stored until now as comments and playlist names. */
const INVISIBLE = ['\u0000\u0000', '\u200B\u200B\u200B', ' \u200D\uFEFF\u2060 ', '\u3164', '\u0301\u0301'];

describe.each(engineTestEngines())('what people write is cleaned and blanks refused on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { writer: { name: 'Writer' } });
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    suite.testApp.app.inject({ method, url, headers: suite.writer.headers, payload });

  it('comments: NUL removed, combining marks capped, invisible-only text refused, on create and edit', async () => {
    const created = await send('POST', '/api/comments', {
      tmdb_id: 550,
      comment_text: `Great\u0000 film ${ZALGO}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.comment_text).toBe(`Great film ${CAPPED}`);
    const id = created.json().data.comment_id;

    for (const text of INVISIBLE) {
      for (const [method, url] of [
        ['POST', '/api/comments'],
        ['PUT', `/api/comments/${id}`],
      ] as const) {
        const refused = await send(method, url, { tmdb_id: 550, comment_text: text });
        expect(refused.statusCode, `${method} ${JSON.stringify(text)}`).toBe(400);
        expect(refused.json()).toEqual({
          success: false,
          message: "Invalid body field 'comment_text': must not be blank",
        });
      }
    }
    const stored = await suite.testApp.app.inject({
      url: '/api/comments/550',
      headers: suite.writer.headers,
    });
    expect(
      stored.json().data.comments.map((comment: { comment_text: string }) => comment.comment_text),
    ).toEqual([`Great film ${CAPPED}`]);
  });

  it('playlist names: cleaned to one line, invisible-only names refused', async () => {
    const created = await send('POST', '/api/playlists', { name: `Late\u0000 night\n${ZALGO}` });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.name).toBe(`Late night ${CAPPED}`);
    for (const name of INVISIBLE) {
      const refused = await send('POST', '/api/playlists', { name });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        message: "Invalid body field 'name': must not be blank",
      });
    }
    const list = await suite.testApp.app.inject({ url: '/api/playlists', headers: suite.writer.headers });
    expect(list.json().data.map((playlist: { name: string }) => playlist.name)).toEqual([
      `Late night ${CAPPED}`,
    ]);
  });

  it('display names: blank ones refused at sign-up and on update, marks capped', async () => {
    const headers = { ...originHeaders(suite.testApp), 'content-type': 'application/json' };
    for (const name of ['', '   ', '\u200B\u200B', '\u3164']) {
      const signUp = await suite.testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers,
        payload: {
          email: `blank-${name.length}-${name.charCodeAt(0)}@example.test`,
          password: 'secret-1',
          name,
        },
      });
      expect(signUp.statusCode, JSON.stringify(name)).toBe(400);
      const update = await suite.testApp.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...headers, ...suite.writer.headers },
        payload: { name },
      });
      expect(update.statusCode, JSON.stringify(name)).toBe(400);
      expect(update.json()).toMatchObject({ success: false, message: 'Name must not be blank' });
    }
    const session = async () =>
      (
        await suite.testApp.app.inject({ url: '/api/auth/get-session', headers: suite.writer.headers })
      ).json();
    expect((await session()).user.name).toBe('Writer');

    const zalgo = await suite.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...headers, ...suite.writer.headers },
      payload: { name: ` ${'Z\u0336'.repeat(1)}${'\u0336'.repeat(60)}oe ` },
    });
    expect(zalgo.statusCode, zalgo.body).toBe(200);
    expect((await session()).user.name).toBe(`Z${'\u0336'.repeat(3)}oe`);
  });
});
