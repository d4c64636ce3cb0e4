import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** The warning lines an API instance logs at start with these settings. */
async function startWarnings(env: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  const testApp = await createTestApp('sqlite', env, {
    logDestination: { write: (line: string) => void lines.push(line) },
  });
  await testApp.close();
  return lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((record) => record.level === 40)
    .map((record) => record.msg);
}

describe.skipIf(!redisUrl)('an instance without the shared AUTH_SECRET', () => {
  it('warns at start, in one line, when it shares a cache or database but signs sessions with its own secret', async () => {
    const warnings = await startWarnings({ LOG_LEVEL: 'warn', REDIS_URL: redisUrl! });
    const secretWarnings = warnings.filter((message) => message.includes('AUTH_SECRET'));
    expect(secretWarnings).toHaveLength(1);
    expect(secretWarnings[0]).toContain('set the same AUTH_SECRET on every instance');
  });

  it('says nothing of it with AUTH_SECRET set, or on its own (no shared database or cache)', async () => {
    const shared = await startWarnings({
      LOG_LEVEL: 'warn',
      REDIS_URL: redisUrl!,
      AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
    });
    const alone = await startWarnings({ LOG_LEVEL: 'warn' });
    expect([...shared, ...alone].filter((message) => message.includes('AUTH_SECRET'))).toEqual([]);
  });
});
