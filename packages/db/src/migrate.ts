import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './schema.ts';
import { buildMigrations } from './migrations/index.ts';
import type { DatabaseEngine } from './migrations/migration-context.ts';

export async function migrateToLatest(db: Kysely<Database>, engine: DatabaseEngine): Promise<void> {
  const migrations = buildMigrations({ engine, idColumnType: engine === 'sqlite' ? 'integer' : 'serial' });
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
