import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared-query.ts';
import { createTestDatabase, engineTestEngines, likeRow as like, type TestDatabase } from './testing.ts';

describe.each(engineTestEngines())('a prepared query on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db
      .insertInto('likes')
      .values([like('ana', 1), like('ana', 2), like('bo', 3)])
      .execute();
  });
  afterAll(() => database?.close());

  it('answers each run for its own values, like the same query built afresh', async () => {
    const likedBy = preparedQuery(database.db, 2, (userId: string, title: string) =>
      database.db
        .selectFrom('likes')
        .select('tmdb_id')
        .where('user_id', '=', userId)
        .where('title', '!=', title)
        .orderBy('tmdb_id'),
    );
    expect(await likedBy('ana', 'Movie 1')).toEqual([{ tmdb_id: 2 }]);
    expect(await likedBy('bo', 'Movie 1')).toEqual([{ tmdb_id: 3 }]);
    expect(await likedBy('ana', 'nothing')).toEqual([{ tmdb_id: 1 }, { tmdb_id: 2 }]);
    expect(await likedBy('nobody', 'nothing')).toEqual([]);
  });

  it('never answers with what an open transaction wrote and then rolled back', async () => {
    const likesOf = preparedQuery(database.db, 1, (userId: string) =>
      database.db.selectFrom('likes').select('tmdb_id').where('user_id', '=', userId),
    );
    let readDuringTransaction: Promise<{ tmdb_id: number }[]> | undefined;
    const rolledBack = new Error('rolled back');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('likes').values(like('cy', 9)).execute();
        readDuringTransaction = likesOf('cy');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await readDuringTransaction).toEqual([]);
    expect(await likesOf('cy')).toEqual([]);
  });

  it('refuses a query that leaves one of its values out', () => {
    expect(() =>
      preparedQuery(database.db, 2, (userId: string, _title: string) =>
        database.db.selectFrom('likes').select('tmdb_id').where('user_id', '=', userId),
      ),
    ).toThrow(/every value must appear/);
  });
});
