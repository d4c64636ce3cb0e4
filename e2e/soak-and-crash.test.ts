import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { crashPhase, soakPhase, startSoakTarget, summarize, type SoakTarget } from '@marquee/harness';

/**
 * Soak and crash-safety smokes in CI, a few seconds each, on one real API process per engine (a boot is a few
 * CPU-seconds): each phase signs up users of its own and checks only their writes. The soak: signed-in users
 * browse, search, like/unlike, rate, comment and edit playlists; zero 5xx, zero hung requests, and afterwards the
 * API reads back exactly the acknowledged writes. Then the crash: kill -9 the API in the middle of mixed write
 * traffic, start it again on the same database and data dir, and find every acknowledged write (only the writes in
 * flight at the kill may go either way); the same sessions then keep working and new writes are accounted for
 * exactly. The long runs are part of `npm run bench` (`bench:soak`: 50 users, 60 s; `bench:crash`: 20 users, kill
 * after 300 writes).
 */
describe.each(engineTestEngines())('soak and crash safety (%s)', (engine) => {
  let target: SoakTarget | undefined;
  beforeAll(async () => {
    target = await startSoakTarget(engine);
  });
  afterAll(async () => {
    await target?.stop();
  });

  it('mixed traffic from concurrent users: no 5xx, no hang, every acknowledged write read back exactly', async () => {
    const result = await soakPhase(target!, { users: 6, durationMs: 3000, maxRequestsPerUser: 200, seed: 7 });
    const { report } = result;
    console.info(`[soak ${engine}] ${summarize(report)}`);
    expect(report.serverErrors).toEqual([]);
    expect(report.hung).toEqual([]);
    expect(report.transportErrors).toEqual([]);
    expect(report.unexpected).toEqual([]);
    expect(report.acknowledgedWrites).toBeGreaterThan(10);
    expect(result.problems).toEqual([]);
  });

  it('after kill -9 and a restart, every acknowledged write is present and sessions still work', async () => {
    const result = await crashPhase(target!, {
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
