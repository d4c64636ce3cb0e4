import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { sql } from 'kysely';
import { createTestApp, signUpVerifiedUser, type TestApp } from '../../testing/index.ts';
import { signInWithPassword } from '../../testing/test-users.ts';
import { testPasswordHashing } from './test-password-hashing.ts';

async function storedPasswordHash(testApp: TestApp, userId: string): Promise<string> {
  const { rows } = await sql<{ password: string }>`
    SELECT password FROM account WHERE "userId" = ${userId} AND "providerId" = 'credential'`.execute(
    testApp.context.database.db,
  );
  return rows[0]!.password;
}

describe('password hashing', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it("a server stores better-auth's own hash: the cheaper test hashing is only for apps the tests build", async () => {
    testApp = await createTestApp('sqlite', { NODE_ENV: 'production' });
    const user = await signUpVerifiedUser(testApp, { password: 'a-long-server-password' });
    const hash = await storedPasswordHash(testApp, user.userId);
    expect(await verifyPassword({ hash, password: 'a-long-server-password' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'a-long-server-password' })).toBe(false);
  });

  it('a test app signs in with the right password only', async () => {
    testApp = await createTestApp('sqlite');
    const user = await signUpVerifiedUser(testApp, { password: 'the-right-password' });
    expect(
      await testPasswordHashing.verify({
        hash: await storedPasswordHash(testApp, user.userId),
        password: 'the-right-password',
      }),
    ).toBe(true);
    expect(
      (await signInWithPassword(testApp, { email: user.email, password: 'the-right-password' })).statusCode,
    ).toBe(200);
    expect(
      (await signInWithPassword(testApp, { email: user.email, password: 'the-wrong-password' })).statusCode,
    ).toBe(401);
  });
});
