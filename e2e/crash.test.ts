import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { runSoak, summarize } from '@marquee/harness';

/**
 * Crash-safety smoke in CI: kill -9 the API in the middle of mixed write traffic, start it again on the same
 * database and data dir, and find every acknowledged write (only the writes in flight at the kill may go either
 * way). The same sessions then keep working and new writes are accounted for exactly. The long run is part of
 * `npm run bench` (`npm run bench:crash`: 20 users, kill after 300 writes).
 */
describe.each(engineTestEngines())('crash safety (%s)', (engine) => {
  it('after kill -9 and a restart, every acknowledged write is present and sessions still work', async () => {
    const result = await runSoak({
      engine,
      users: 6,
      durationMs: 30_000,
      maxRequestsPerUser: 200,
      seed: 11,
      crashAfterWrites: 20,
    });
    console.info(`[crash ${engine}] before kill: ${summarize(result.report)}`);
    expect(result.crashedAfterWrites).toBeGreaterThanOrEqual(20);
    expect(result.report.serverErrors).toEqual([]);
    expect(result.report.unexpected).toEqual([]);
    // The kill cut the users' connections: that is how they noticed, and they stopped.
    expect(result.report.transportErrors.length).toBeGreaterThan(0);
    expect(result.problems).toEqual([]);

    const after = result.afterRestart!;
    console.info(`[crash ${engine}] after restart: ${summarize(after)}`);
    expect(after.serverErrors).toEqual([]);
    expect(after.hung).toEqual([]);
    expect(after.transportErrors).toEqual([]);
    expect(after.unexpected).toEqual([]);
    expect(after.acknowledgedWrites).toBeGreaterThan(0);
    expect(result.afterRestartProblems).toEqual([]);
  });
});
