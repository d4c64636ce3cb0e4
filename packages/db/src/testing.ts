import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.ts';
import { openDatabase, type DatabaseHandle } from './connection.ts';
import type { DatabaseEngine } from './migrations/migration-context.ts';

/**
 * The engines a suite about what the database does runs on: repositories, migrations, the catalog's queries,
 * and any route whose SQL behaves differently by engine (counts and averages, upserts and unique conflicts,
 * cascades, dates, text search, NUL bytes, bulk import). PostgreSQL comes from TEST_DATABASE_URL; when it is
 * missing the suite skips it with a message, except in CI (MARQUEE_REQUIRE_ALL_SUITES=1) where a missing
 * engine fails. docs/testing.md says which suite uses which.
 */
export function engineTestEngines(): DatabaseEngine[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  if (process.env.MARQUEE_REQUIRE_ALL_SUITES === '1') {
    throw new Error(
      'TEST_DATABASE_URL is required when MARQUEE_REQUIRE_ALL_SUITES=1 (CI): PostgreSQL suites may not skip',
    );
  }
  if (!warned) {
    warned = true;
    console.warn('[tests] TEST_DATABASE_URL not set: PostgreSQL suites are skipped on this machine');
  }
  return ['sqlite'];
}
let warned = false;

/**
 * The engines a suite about HTTP, validation, authorization or service logic runs on: SQLite only, since the
 * engine under the routes does not change what it tests (the SQL those routes run is covered on both engines by
 * an engine suite, the API fuzzer or the browser journeys). TEST_ROUTES_ON_ALL_ENGINES=1 runs them on both.
 */
export function routeTestEngines(): DatabaseEngine[] {
  return process.env.TEST_ROUTES_ON_ALL_ENGINES === '1' ? engineTestEngines() : ['sqlite'];
}

/** A row of `likes` for the database package's own tests. */
export const likeRow = (user_id: string, tmdb_id: number) => ({
  user_id,
  tmdb_id,
  title: `Movie ${tmdb_id}`,
  poster_path: null,
  vote_average: 7,
  created_at: '2026-11-26T00:00:00.000Z',
});

export interface TestDatabase extends DatabaseHandle {
  /** A URL another process (a spawned server) can open to reach this same isolated database. */
  url: string;
}

/**
 * A fresh, migrated, isolated database. SQLite: a temp file (a copy of `sqliteCopyOf` when given). PostgreSQL: a new schema in TEST_DATABASE_URL,
 * selected through the connection's search_path, so parallel test files never see each other's rows.
 */
export async function createTestDatabase(
  engine: DatabaseEngine,
  options: { migrate?: boolean; sqliteCopyOf?: string } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-test-'));
    const url = path.join(dir, 'test.db');
    // A closed database file to start from instead of an empty one (see createTestApp).
    if (options.sqliteCopyOf) fs.copyFileSync(options.sqliteCopyOf, url);
    const handle = openDatabase({ url });
    if (migrate) await migrateToLatest(handle.db, 'sqlite');
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = withSearchPath(baseUrl, schema);
  const handle = openDatabase({ url, poolSize: 5 });
  if (migrate) await migrateToLatest(handle.db, 'postgres');
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

function withSearchPath(baseUrl: string, schema: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Every table of the database at `url` (its own schema on PostgreSQL) with how many rows it holds. */
export async function tableRowCounts(url: string): Promise<Map<string, number>> {
  const database = openDatabase({ url, poolSize: 1 });
  try {
    const { rows: tables } =
      database.engine === 'postgres'
        ? await sql<{ name: string }>`
            SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(database.db)
        : await sql<{ name: string }>`
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(
            database.db,
          );
    const counts = new Map<string, number>();
    for (const { name } of tables) {
      const { rows } = await sql<{ count: number }>`SELECT COUNT(*) AS count FROM ${sql.table(name)}`.execute(
        database.db,
      );
      counts.set(name, Number(rows[0]?.count ?? 0));
    }
    return counts;
  } finally {
    await database.close();
  }
}

/**
 * Deletes every row of `tables` in one go, whatever foreign keys run between them (a live API may keep its
 * connections open meanwhile). Sequences and SQLite's AUTOINCREMENT counters go on: no id is handed out twice.
 */
export async function emptyTables(url: string, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  const database = openDatabase({ url, poolSize: 1 });
  try {
    if (database.engine === 'postgres') {
      await sql`TRUNCATE ${sql.join(tables.map((name) => sql.table(name)))}`.execute(database.db);
      return;
    }
    await database.db.transaction().execute(async (trx) => {
      // Checked at commit, when the rows that point at each other are all gone.
      await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
      for (const name of tables) await sql`DELETE FROM ${sql.table(name)}`.execute(trx);
    });
  } finally {
    await database.close();
  }
}
