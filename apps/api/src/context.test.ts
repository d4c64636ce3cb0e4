import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// An operator reads the setup from the start-up log and from /api/health, never a password.
describe.each(engineTestEngines())('the setup in use, on %s', (engine) => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(
      engine,
      // Nothing listens there: Redis counts as down, which is all this needs.
      { LOG_LEVEL: 'info', REDIS_URL: 'redis://:redis-s3cret@127.0.0.1:9/0' },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => testApp?.close());

  it('names the database and the cache at start, without secrets', () => {
    const setup = lines
      .map((line) => JSON.parse(line) as { msg: string })
      .find((line) => line.msg.startsWith('database: '));
    expect(setup?.msg).toContain(`database: ${engine} (`);
    expect(setup?.msg).toContain('cache and rate limits: redis (redis://:[redacted]@127.0.0.1:9/0)');
    expect(lines.join('\n')).not.toContain('redis-s3cret');
    if (engine === 'postgres') expect(setup?.msg).toMatch(/\(postgres:\/\/[^)]*\)/);
  });

  it('shows the database and cache kinds in health, and what runs degraded', async () => {
    const health = (await testApp.app.inject({ url: '/api/health' })).json();
    expect(health).toMatchObject({
      database: 'ok',
      databaseKind: engine,
      cache: 'down',
      cacheKind: 'redis',
      status: 'degraded',
    });
    expect(health.degraded).toContain(
      'cache: redis unreachable, using in-process limits and no shared cache',
    );
  });
});
