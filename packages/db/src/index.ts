export { openDatabase, engineOf, type DatabaseHandle, type DatabaseLocation } from './connection.ts';
export { migrateToLatest } from './migrate.ts';
export { ensureSiteId, readSiteId } from './site-identity.ts';
export { preparedQuery } from './prepared-query.ts';
export { hashSecret } from './secret-hash.ts';
export { DEFAULT_DATA_DIR, sqliteFileIn } from './default-location.ts';
export type { DatabaseEngine } from './migrations/migration-context.ts';
export type * from './schema.ts';
export type * from './federation-schema.ts';
