import { Migrator, sql, type Kysely, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Database } from './schema.ts';
import { buildMigrations } from './migrations/index.ts';
import type { DatabaseEngine } from './migrations/migration-context.ts';

export async function migrateToLatest(db: Kysely<Database>, engine: DatabaseEngine): Promise<void> {
  await migrate(db, engine, (migrator) => migrator.migrateToLatest());
}

/** Migrates up to and including `migrationName`: lets a test put rows in an older schema before a migration. */
export async function migrateTo(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  migrationName: string,
): Promise<void> {
  await migrate(db, engine, (migrator) => migrator.migrateTo(migrationName));
}

async function migrate(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  const migrations = buildMigrations({ engine, idColumnType: engine === 'sqlite' ? 'integer' : 'serial' });
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Kysely looks for its bookkeeping tables in every schema unless told which; name the connection's own
  // schema so databases that share a PostgreSQL server through search_path never see each other's.
  const migrationTableSchema = engine === 'postgres' ? await currentSchema(db) : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await run(migrator);
    const failed = results?.find((result) => result.status === 'Error');
    if (!error && !failed) return;
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    if (
      attempt < 5 &&
      (isOtherSchemaDroppedMeanwhile(reason, migrationTableSchema) ||
        isLockTableMissed(reason) ||
        (engine === 'postgres' && !failed && attempt < 3))
    )
      continue;
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/**
 * Kysely's migrator looks its tables up in a catalog query over every schema of the database, which PostgreSQL
 * fails with 'schema "x" does not exist' when another client drops schema x during the query (seen when test
 * databases, one schema each, come and go beside it). On PostgreSQL a run is one transaction, so the failed
 * attempt changed nothing and trying again is safe.
 */
function isOtherSchemaDroppedMeanwhile(reason: string, ownSchema: string | undefined): boolean {
  const dropped = /^schema "([^"]+)" does not exist$/.exec(reason)?.[1];
  return dropped !== undefined && dropped !== ownSchema;
}

/**
 * Kysely creates its lock table when its catalog scan does not find it; under that same scan's race with other
 * schemas (above) it has been seen to find it wrongly and then lock a table that is not there (CI, PostgreSQL,
 * 'relation "test_x.kysely_migration_lock" does not exist'). Nothing was migrated yet; the next attempt scans again.
 */
function isLockTableMissed(reason: string): boolean {
  return /^relation "[^"]*kysely_migration_lock" does not exist$/.test(reason);
}

/*
 * A failure outside any one migration (`failed` unset) on PostgreSQL is tried again too, twice at most: once in
 * CI a test database's first run failed so ('column "imdb_id" of relation "movies" does not exist', which
 * migration 005 adds and indexes in the same transaction), unexplained. Such a run changed nothing: PostgreSQL runs
 * the migrations in one transaction, and the bookkeeping tables are created only if missing.
 */

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path of DATABASE_URL');
  return schema;
}
