import type { QueryExecutor } from 'kysely';

/** A SQLite database a prepared read may run on directly, without Kysely's executor in between. */
export interface DirectReads {
  /** Whether a transaction is open on the connection: then its writes are not for anyone else to see. */
  inTransaction(): boolean;
  all(sql: string, parameters: readonly unknown[]): unknown[];
}

// By executor: `withTables()` copies of a Kysely instance share it; plugins and transactions get their own.
const readers = new WeakMap<QueryExecutor, DirectReads>();
/** A Kysely instance (of any tables) or a transaction. */
type Executing = { getExecutor(): QueryExecutor };

export function registerDirectReads(db: Executing, reads: DirectReads): void {
  readers.set(db.getExecutor(), reads);
}

/** The SQLite database under this instance, when its reads may skip the executor (not a transaction's). */
export function directReadsOf(db: Executing): DirectReads | undefined {
  return readers.get(db.getExecutor());
}
