import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, testEngines, type TestDatabase } from './testing.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(testEngines())('migrations on %s', (engine) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('create every table on two databases side by side and are idempotent', async () => {
    const first = await createTestDatabase(engine);
    const second = await createTestDatabase(engine);
    opened.push(first, second);
    await migrateToLatest(first.db, engine);
    await first.db.insertInto('genres').values({ id: 18, name: 'Drama' }).execute();
    const inSecond = await second.db.selectFrom('genres').selectAll().execute();
    expect(inSecond).toEqual([]);
    const count = await sql<{ n: number }>`select count(*) as n from likes`.execute(second.db);
    expect(Number(count.rows[0]?.n)).toBe(0);
  });
});
