import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { registerDirectReads } from './direct-reads.ts';
import { GroupCommitSqliteDialect } from './group-commit.ts';
import type { DatabaseEngine } from './migrations/migration-context.ts';
import type { Database } from './schema.ts';

// PostgreSQL returns int8 (COUNT, SUM) and numeric (AVG) as strings by default; we want numbers on both engines.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** `postgres://...` for PostgreSQL; otherwise a SQLite file path (or `:memory:`). */
  url: string;
  poolSize?: number;
}

export function engineOf(url: string): DatabaseEngine {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

export function openDatabase({ url, poolSize = 10 }: DatabaseLocation): DatabaseHandle {
  const engine = engineOf(url);
  if (engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    // An idle client's network error must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine, close: () => db.destroy() };
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SQLite(url);
  const wal = sqlite.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  // A write returns only once its commit is on disk, so an acknowledged write survives a crash or power loss:
  // in WAL mode by the group commit's sync of the WAL off the API's thread (NORMAL leaves exactly that sync out,
  // ADR 027), otherwise (an in-memory database) by FULL.
  sqlite.pragma(wal ? 'synchronous = NORMAL' : 'synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const statements = withStatementCache(sqlite);
  const dialect = wal
    ? new GroupCommitSqliteDialect(statements, sqlite, `${path.resolve(url)}-wal`, (sql) =>
        Boolean((statements.prepare(sql) as SQLite.Statement).readonly),
      )
    : new SqliteDialect({ database: statements });
  const db = new Kysely<Database>({ dialect });
  registerDirectReads(db, {
    inTransaction: () => sqlite.inTransaction,
    all: (sql, parameters) => statements.prepare(sql).all(parameters) as unknown[],
  });
  return { db, engine, close: () => db.destroy() };
}

/** Distinct SQL texts kept compiled; `IN (?, ?, ...)` lists of every length make the set open-ended. */
const CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query afresh, and better-sqlite3 compiles the SQL each time: about a tenth of a
 * signed-in request's CPU. Statements are kept by their SQL text instead (oldest dropped first); SQLite
 * recompiles a kept statement by itself when the schema changes.
 */
function withStatementCache(
  sqlite: SQLite.Database,
): SqliteDatabase & { prepare(sql: string): SQLite.Statement } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = sqlite.prepare(sql);
        if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
