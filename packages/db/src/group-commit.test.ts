import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, likeRow as like, type TestDatabase } from './testing.ts';

const realFsync = fs.fsync;
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Settles-or-not of a promise, without waiting for it. */
function watch<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

// The disk's sync is held until the test lets it go: what a slow disk does, made deterministic.
describe('SQLite commits wait for a sync of the WAL made off the thread, shared by concurrent writes', () => {
  let database: TestDatabase;
  let held: Array<() => void>;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    held = [];
    vi.spyOn(fs, 'fsync').mockImplementation(((fd: number, done: (error: Error | null) => void) => {
      // Let go, it syncs at once (on this thread), so the test never waits on the real disk's timing.
      held.push(() => {
        fs.fsyncSync(fd);
        done(null);
      });
    }) as typeof fs.fsync);
  });
  afterEach(async () => {
    for (const release of held.splice(0)) release();
    vi.restoreAllMocks();
    await database.close();
  });
  const releaseSync = async () => {
    expect(held).toHaveLength(1);
    held.shift()!();
    await tick();
  };

  it('answers a write only once the sync after its commit has finished', async () => {
    const insert = watch(database.db.insertInto('likes').values(like('ana', 1)).execute());
    await tick();
    expect(insert.settled).toBe(false);
    await releaseSync();
    expect(insert.settled).toBe(true);
    await insert.promise;

    const transaction = watch(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('likes').values(like('ana', 2)).execute();
        await trx.deleteFrom('likes').where('tmdb_id', '=', 1).execute();
      }),
    );
    await tick();
    expect(transaction.settled).toBe(false);
    await releaseSync();
    await transaction.promise;
  });

  it('lets reads and other requests use the database while a sync is under way', async () => {
    const insert = watch(database.db.insertInto('likes').values(like('ana', 1)).execute());
    await tick();
    const rows = await database.db.selectFrom('likes').select('tmdb_id').execute();
    expect(rows).toEqual([{ tmdb_id: 1 }]);
    expect(insert.settled).toBe(false);
    await releaseSync();
    await insert.promise;
  });

  it('shares syncs among the writes committed while others run, with two under way at most', async () => {
    const writes = Array.from({ length: 11 }, (_, index) =>
      watch(
        database.db.transaction().execute((trx) =>
          trx
            .insertInto('likes')
            .values(like('bo', 10 + index))
            .execute(),
        ),
      ),
    );
    await tick();
    // The first two commits each started a sync; the other nine wait for a turn, none answered yet.
    expect(held).toHaveLength(2);
    expect(writes.some((write) => write.settled)).toBe(false);
    let syncs = 0;
    while (held.length > 0) {
      held.shift()!();
      syncs++;
      await tick();
    }
    expect(writes.every((write) => write.settled)).toBe(true);
    await Promise.all(writes.map((write) => write.promise));
    expect(syncs).toBe(3);
  });

  it('acknowledges nothing more once a sync has failed', async () => {
    vi.mocked(fs.fsync).mockImplementation(((_fd: number, done: (error: Error | null) => void) => {
      done(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    }) as typeof fs.fsync);
    await expect(database.db.insertInto('likes').values(like('ana', 1)).execute()).rejects.toThrow(
      /could not be synced to disk/,
    );
    vi.mocked(fs.fsync).mockImplementation(realFsync);
    await expect(database.db.insertInto('likes').values(like('ana', 2)).execute()).rejects.toThrow(
      /could not be synced to disk/,
    );
  });
});
