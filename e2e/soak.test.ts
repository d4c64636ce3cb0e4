import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { runSoak, summarize } from '@marquee/harness';

/**
 * Soak smoke in CI, a few seconds: signed-in users browse, search, like/unlike, rate, comment and edit playlists
 * against a real API process; zero 5xx, zero hung requests, and afterwards the API reads back exactly the
 * acknowledged writes. The soak itself is part of `npm run bench` (`npm run bench:soak`: 50 users, 60 s).
 */
describe.each(engineTestEngines())('soak (%s)', (engine) => {
  it('mixed traffic from concurrent users: no 5xx, no hang, every acknowledged write read back exactly', async () => {
    const result = await runSoak({ engine, users: 6, durationMs: 3000, maxRequestsPerUser: 200, seed: 7 });
    const { report } = result;
    console.info(`[soak ${engine}] ${summarize(report)}`);
    expect(report.serverErrors).toEqual([]);
    expect(report.hung).toEqual([]);
    expect(report.transportErrors).toEqual([]);
    expect(report.unexpected).toEqual([]);
    expect(report.acknowledgedWrites).toBeGreaterThan(10);
    expect(result.problems).toEqual([]);
  });
});
