export { openDatabase, engineOf, type DatabaseHandle, type DatabaseLocation } from './connection.ts';
export { migrateToLatest } from './migrate.ts';
export type { DatabaseEngine } from './migrations/migration-context.ts';
export type * from './schema.ts';
