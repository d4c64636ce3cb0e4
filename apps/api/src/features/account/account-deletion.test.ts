import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { engineTestEngines, routeTestEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { originHeaders, signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';

describe.each(engineTestEngines())('account deletion on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(async () => testApp?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...originHeaders(testApp), ...headers },
      payload: payload as object,
    });
  const deleteAccount = (user: TestUser, payload: unknown, headers: object = user.headers) =>
    call('DELETE', '/api/account', headers, payload);
  const signIn = (email: string, password: string) =>
    call('POST', '/api/auth/sign-in/email', {}, { email, password });

  /** Gives `user` a row in every table a user can own, through the API where it has a route. */
  async function fillEverything(user: TestUser): Promise<{ commentId: number; second: TestUser }> {
    const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      return JSON.parse(answer.body);
    };
    await ok(call('POST', '/api/likes', user.headers, { tmdb_id: 550 }));
    await ok(call('POST', '/api/ratings', user.headers, { tmdb_id: 550, rating: 8 }));
    await ok(call('POST', '/api/watch/status', user.headers, { tmdb_id: 550, status: 'watched' }));
    await ok(call('POST', '/api/watch/status', user.headers, { tmdb_id: 157336, status: 'want_to_watch' }));
    await ok(call('POST', '/api/visits', user.headers, { tmdb_id: 157336 }));
    const comment = await ok(
      call('POST', '/api/comments', user.headers, { tmdb_id: 550, comment_text: 'Still holds up.' }),
    );
    const playlist = await ok(call('POST', '/api/playlists', user.headers, { name: 'Sunday nights' }));
    await ok(
      call('POST', `/api/playlists/${playlist.data.playlist_id}/movies`, user.headers, { tmdb_id: 550 }),
    );
    // Diary entries and profiles have no route on this branch: written as their features would.
    const db = testApp.context.database.db;
    const now = new Date().toISOString();
    await db
      .insertInto('diary_entries')
      .values({
        user_id: user.userId,
        tmdb_id: 550,
        title: 'Fight Club',
        poster_path: null,
        vote_average: 8.4,
        release_date: '1999-10-15',
        watched_on: '2026-01-02',
        rating: 8,
        review: 'Second time through.',
        is_rewatch: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('user_profiles')
      .values({
        user_id: user.userId,
        handle: `h${user.userId.slice(0, 12).toLowerCase()}`,
        is_public: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Watch-together links on both sides of the user.
    for (const [inviter, invitee] of [
      [user.userId, 'another-user'],
      ['a-third-user', user.userId],
    ])
      await db
        .insertInto('watch_partners')
        .values({
          inviter_id: inviter,
          invitee_id: invitee,
          pair_key: [inviter, invitee].sort().join(':'),
          token_hash: null,
          status: 'accepted',
          created_at: now,
          expires_at: null,
          accepted_at: now,
        })
        .execute();
    // A password-reset token (a verification row holding the user id) and a second signed-in session.
    expect(
      (
        await call(
          'POST',
          '/api/auth/request-password-reset',
          {},
          { email: user.email, redirectTo: '/reset-password' },
        )
      ).statusCode,
    ).toBe(200);
    const again = await signIn(user.email, user.password);
    expect(again.statusCode).toBe(200);
    const secondToken = again.headers['set-auth-token'] as string;
    return {
      commentId: comment.data.comment_id,
      second: { ...user, token: secondToken, cookie: '', headers: { cookie: '' } },
    };
  }

  /** Every text value in every table of the database that mentions one of `needles` (case-insensitively). */
  async function rowsMentioning(needles: string[]): Promise<string[]> {
    const db = testApp.context.database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const textColumns: { table: string; column: string }[] =
      engine === 'sqlite'
        ? (
            await sql<{ table: string; column: string; type: string }>`
              select m.name as "table", p.name as "column", p.type as type
              from sqlite_master m join pragma_table_info(m.name) p
              where m.type = 'table'`.execute(db)
          ).rows.filter((row) => !/int|real|blob|numeric|double|float/i.test(row.type))
        : (
            await sql<{ table: string; column: string }>`
              select table_name as "table", column_name as "column" from information_schema.columns
              where table_schema = current_schema() and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(
              db,
            )
          ).rows;
    const tables = new Set(textColumns.map((column) => column.table));
    // The walk must reach our tables and better-auth's, or it proves nothing.
    for (const table of [
      'likes',
      'comments',
      'diary_entries',
      'user_profiles',
      'user',
      'session',
      'account',
      'verification',
    ])
      expect(tables, `table ${table} walked`).toContain(table);

    const found: string[] = [];
    for (const { table, column } of textColumns) {
      const mentions = needles.map(
        (needle) => sql<boolean>`lower(cast(${sql.ref(column)} as text)) like ${`%${needle.toLowerCase()}%`}`,
      );
      const rows = await db
        .selectFrom(table)
        .select(sql.ref(column).as('value'))
        .where(sql<boolean>`${sql.join(mentions, sql` or `)}`)
        .execute();
      for (const row of rows) found.push(`${table}.${column} = ${String(row.value)}`);
    }
    return found;
  }

  it('deletes every row of the user in every table, keeps their comments under "deleted user" and others\' data', async () => {
    const alice = await signUpVerifiedUser(testApp);
    const bob = await signUpVerifiedUser(testApp);
    const { commentId, second } = await fillEverything(alice);
    const reply = await call('POST', '/api/comments', bob.headers, {
      tmdb_id: 550,
      comment_text: 'Agreed, the ending too.',
      parent_comment_id: commentId,
    });
    expect(reply.statusCode).toBe(201);
    expect((await call('POST', '/api/likes', bob.headers, { tmdb_id: 550 })).statusCode).toBe(201);
    // Both sessions were just honoured, so the session cache holds them.
    expect((await call('GET', '/api/likes', alice.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/likes', { authorization: `Bearer ${second.token}` })).statusCode).toBe(
      200,
    );
    expect(await rowsMentioning([alice.userId, alice.email])).not.toEqual([]);

    const deleted = await deleteAccount(alice, { password: alice.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Account deleted', data: { deleted: true } });
    expect(String(deleted.headers['set-cookie'])).toContain('better-auth.session_token=;');

    expect(await rowsMentioning([alice.userId, alice.email])).toEqual([]);

    // Every credential of the account is refused at once, and signing in again fails.
    for (const headers of [
      alice.headers,
      { authorization: `Bearer ${alice.token}` },
      { authorization: `Bearer ${second.token}` },
    ]) {
      const answer = await call('GET', '/api/likes', headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().success).toBe(false);
    }
    expect((await signIn(alice.email, alice.password)).statusCode).toBe(401);

    // Bob's like and reply are untouched; the thread reads, under "deleted user".
    expect(
      (await call('GET', '/api/likes', bob.headers))
        .json()
        .data.map((like: { tmdb_id: number }) => like.tmdb_id),
    ).toEqual([550]);
    const thread = (await call('GET', '/api/comments/550', bob.headers)).json().data;
    const root = thread.comments.find((comment: { comment_id: number }) => comment.comment_id === commentId);
    expect(root).toMatchObject({
      comment_text: 'Still holds up.',
      user: { displayName: 'deleted user' },
      is_own: false,
    });
    expect(root.replies).toEqual([
      expect.objectContaining({
        comment_text: 'Agreed, the ending too.',
        user: { displayName: bob.name },
        is_own: true,
      }),
    ]);
  });

  // Refused before any delete runs, so the engine changes nothing: SQLite only (routeTestEngines()).
  if (routeTestEngines().includes(engine))
    it('refuses a wrong or missing password with a JSON 4xx and deletes nothing', async () => {
      const carol = await signUpVerifiedUser(testApp);
      expect((await call('POST', '/api/likes', carol.headers, { tmdb_id: 550 })).statusCode).toBe(201);

      const wrong = await deleteAccount(carol, { password: 'not-my-password' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ success: false, message: 'Incorrect password.' });
      const emailOnly = await deleteAccount(carol, { confirm: carol.email });
      expect(emailOnly.statusCode).toBe(400);
      expect(emailOnly.json()).toEqual({
        success: false,
        message: 'Enter your password to delete your account.',
      });
      for (const payload of [{}, { password: '' }, { password: 42 }, undefined]) {
        const bad = await deleteAccount(carol, payload);
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
        expect(bad.json().success).toBe(false);
      }
      expect((await deleteAccount(carol, { password: carol.password }, {})).statusCode).toBe(401);

      expect((await call('GET', '/api/likes', carol.headers)).json().data).toHaveLength(1);
      expect((await signIn(carol.email, carol.password)).statusCode).toBe(200);
    });

  it('lets an account without a password (signed up through a provider) confirm by typing its email', async () => {
    const dana = await signUpVerifiedUser(testApp);
    // What a Google or OpenID Connect account looks like: no credential row with a password.
    await sql`delete from account where ${sql.ref('userId')} = ${dana.userId}`.execute(
      testApp.context.database.db,
    );

    const wrongEmail = await deleteAccount(dana, { confirm: 'someone-else@example.test' });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().message).toBe('Type the email address of your account to confirm.');
    const deleted = await deleteAccount(dana, { confirm: dana.email.toUpperCase() });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsMentioning([dana.userId, dana.email])).toEqual([]);
    expect((await call('GET', '/api/likes', dana.headers)).statusCode).toBe(401);
  });
});
