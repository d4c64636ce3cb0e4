import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRowCounts } from '@marquee/db/testing';
import { callApi } from './load/mixed-traffic.ts';
import { signUpOverHttp } from './load/http-users.ts';
import { leaseServer, startServerPool, type ServerPool } from './server-pool.ts';

describe('server pool', () => {
  let pool: ServerPool;
  beforeAll(async () => {
    pool = await startServerPool();
  });
  afterAll(async () => {
    await pool?.stop();
  });

  it('lends one server to one suite at a time and gives it back with the data of a fresh one', async () => {
    const first = await leaseServer(pool.url);
    const user = await signUpOverHttp(first.baseUrl, first.dataDir, { index: 1 });
    const liked = await callApi(first.baseUrl, user, 'POST', '/api/likes', { tmdb_id: 550 });
    expect(liked).toMatchObject({ kind: 'answer', status: 201 });

    // Lent out: a second suite meanwhile gets a server of its own.
    const second = await leaseServer(pool.url);
    expect(second.baseUrl).not.toBe(first.baseUrl);
    await second.stop();

    await first.stop();
    const again = await leaseServer(pool.url);
    expect(again.baseUrl).toBe(first.baseUrl);
    expect(pool.started()).toBe(2);
    const counts = await tableRowCounts(again.databaseUrl);
    expect(counts.get('user')).toBe(0);
    expect(counts.get('likes')).toBe(0);
    expect(counts.get('movies')).toBeGreaterThan(0);
    // The catalog still answers, and a new suite's accounts work as on a just-started server.
    const next = await signUpOverHttp(again.baseUrl, again.dataDir, { index: 2 });
    expect(await callApi(again.baseUrl, next, 'POST', '/api/likes', { tmdb_id: 550 })).toMatchObject({
      kind: 'answer',
      status: 201,
    });
    const movie = await callApi(again.baseUrl, undefined, 'GET', '/api/tmdb/movie/550');
    expect(movie).toMatchObject({ kind: 'answer', status: 200 });
    expect(again.logs()).not.toContain('Error');
    await again.stop();
  }, 180_000);
});
