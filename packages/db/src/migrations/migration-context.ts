export type DatabaseEngine = 'sqlite' | 'postgres';

export interface MigrationContext {
  engine: DatabaseEngine;
  /** Auto-incrementing integer primary key type for this engine. */
  idColumnType: 'integer' | 'serial';
}
