import fs from 'node:fs';
import type SQLite from 'better-sqlite3';
import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  type TransactionSettings,
} from 'kysely';

/**
 * Durable commits without syncing on the API's thread (ADR 027). SQLite runs with `synchronous = NORMAL` in WAL
 * mode, which writes each commit's frames to the WAL without syncing them; what `FULL` adds is exactly one sync of
 * the WAL after each commit. That sync is made here instead, with `fsync` (what this SQLite build calls) on libuv's
 * thread pool, and whoever wrote waits for it: a write still only returns once it is on disk. Commits made while
 * a sync is under way share the next one (group commit), and the connection serves others while a sync runs.
 */
export interface WalSync {
  /** A write has committed: the next sync must cover it. */
  committed(): void;
  /** How many commits so far; a waiter notes it after its own commit. */
  commits(): number;
  /** Resolves once every commit up to `commit` is on disk; rejects (then always) once a sync has failed. */
  durableThrough(commit: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Syncs under way at once at most. A commit that no started sync covers starts its own at once rather than wait
 * for the one under way and then the next (two syncs' time); the rest of libuv's four threads stay for others.
 */
const CONCURRENT_SYNCS = 2;

export function createWalSync(walPath: string): WalSync {
  let fd: number | undefined;
  let commits = 0;
  /** Every commit up to this one is on disk. */
  let synced = 0;
  /** The newest sync started, and the commits it covers (everything committed before it began). */
  let latest: Promise<void> | undefined;
  let started = 0;
  const running = new Set<Promise<void>>();
  // After a failed sync the kernel may have dropped the unwritten pages, and a later sync would report success
  // for them: nothing is acknowledged again until a restart (as PostgreSQL does on an fsync failure).
  let failure: Error | undefined;

  const syncOnce = (): Promise<void> => {
    const upTo = commits;
    started = upTo;
    const sync = new Promise<void>((resolve, reject) => {
      // Opened at the first sync: SQLite creates the WAL with the first write. The connection keeps it open, so
      // it is never removed under us (only the last connection's close deletes it).
      fd ??= fs.openSync(walPath, 'r');
      fs.fsync(fd, (error) => (error ? reject(error) : resolve()));
    })
      .then(
        () => {
          // A sync covers whatever was written before it began, whichever of several ends first.
          synced = Math.max(synced, upTo);
        },
        (error: Error) => {
          failure ??= new Error(
            `The database's write-ahead log could not be synced to disk: ${error.message}`,
            { cause: error },
          );
          throw failure;
        },
      )
      .finally(() => running.delete(sync));
    running.add(sync);
    return sync;
  };

  return {
    committed: () => void commits++,
    commits: () => commits,
    async durableThrough(commit) {
      while (synced < commit) {
        if (failure) throw failure;
        if (started < commit && running.size < CONCURRENT_SYNCS) latest = syncOnce();
        await latest;
      }
    },
    async close() {
      await Promise.allSettled(running);
      if (fd !== undefined) fs.closeSync(fd);
      fd = undefined;
    },
  };
}

/**
 * Kysely's SQLite driver with the sync moved after the connection's release: each use of the one connection
 * (a query, a transaction) that committed a write waits, once the connection is free again, for the sync that
 * covers its commit. A write counts as committed when the connection is back in autocommit after a statement
 * that is not read-only (`BEGIN`/`COMMIT` are read-only to SQLite; an `INSERT ... RETURNING` is not).
 */
class GroupCommitDriver implements Driver {
  readonly #inner: Driver;
  readonly #sqlite: SQLite.Database;
  readonly #sync: WalSync;
  readonly #isReadOnly: (sql: string) => boolean;
  #written = false;
  #commitsAtAcquire = 0;

  constructor(inner: Driver, sqlite: SQLite.Database, sync: WalSync, isReadOnly: (sql: string) => boolean) {
    this.#inner = inner;
    this.#sqlite = sqlite;
    this.#sync = sync;
    this.#isReadOnly = isReadOnly;
  }

  init = () => this.#inner.init();

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection();
    // One connection behind a mutex: nobody else commits between here and the release.
    this.#commitsAtAcquire = this.#sync.commits();
    return {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        try {
          const result = await connection.executeQuery<R>(query);
          // A statement that failed wrote nothing (SQLite undoes it); one that never compiled has no statement.
          if (!this.#isReadOnly(query.sql)) this.#written = true;
          return result;
        } finally {
          this.#afterStatement();
        }
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }

  #afterStatement(): void {
    if (this.#written && !this.#sqlite.inTransaction) {
      // A rolled-back transaction counts too: one sync more than needed, never one less.
      this.#written = false;
      this.#sync.committed();
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const commits = this.#sync.commits();
    const wrote = commits > this.#commitsAtAcquire;
    await this.#inner.releaseConnection(connection);
    if (wrote) await this.#sync.durableThrough(commits);
  }

  beginTransaction = (connection: DatabaseConnection, settings: TransactionSettings) =>
    this.#inner.beginTransaction(connection, settings);
  commitTransaction = (connection: DatabaseConnection) => this.#inner.commitTransaction(connection);
  rollbackTransaction = (connection: DatabaseConnection) => this.#inner.rollbackTransaction(connection);
  savepoint: Driver['savepoint'] = (...args) => this.#inner.savepoint!(...args);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (...args) => this.#inner.rollbackToSavepoint!(...args);
  releaseSavepoint: Driver['releaseSavepoint'] = (...args) => this.#inner.releaseSavepoint!(...args);

  async destroy(): Promise<void> {
    await this.#sync.close();
    await this.#inner.destroy();
  }
}

/** Kysely's SQLite dialect whose driver makes commits durable through a group commit of the WAL at `walPath`. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;
  readonly #walPath: string;
  readonly #isReadOnly: (sql: string) => boolean;

  constructor(
    database: SqliteDatabase,
    sqlite: SQLite.Database,
    walPath: string,
    isReadOnly: (sql: string) => boolean,
  ) {
    super({ database });
    this.#sqlite = sqlite;
    this.#walPath = walPath;
    this.#isReadOnly = isReadOnly;
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(
      super.createDriver(),
      this.#sqlite,
      createWalSync(this.#walPath),
      this.#isReadOnly,
    );
  }
}
