import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInWithPassword } from '../../testing/test-users.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const CLIENT = '203.0.113.21';

/** Two sites on one Redis, each with its own REDIS_KEY_PREFIX (unique to this run: the Redis is shared). */
describe.skipIf(!redisUrl)('two sites sharing one Redis under different REDIS_KEY_PREFIX', () => {
  const run = crypto.randomBytes(4).toString('hex');
  const sites: TestApp[] = [];
  beforeAll(async () => {
    for (const name of ['films', 'club'])
      sites.push(
        await createTestApp('sqlite', { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `test-${run}-${name}:` }),
      );
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
  });

  const signIn = (site: TestApp, email: string) =>
    signInWithPassword(site, { email, password: 'a-wrong-password-1' }, CLIENT);

  it('do not share lockouts: wrong passwords on one leave the same address and email free on the other', async () => {
    const [films, club] = sites as [TestApp, TestApp];
    const email = `shared-${run}@example.test`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await signIn(films, email)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect((await signIn(club, email)).statusCode).toBe(401);
  });
});
