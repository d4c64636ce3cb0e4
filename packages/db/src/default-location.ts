import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the API, the recommender and the catalog import keep their files when DATA_DIR is not set. */
export const DEFAULT_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../..',
  'data',
);

/** The SQLite file every process opens when DATABASE_URL is not set: one database shared by all of them. */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'marquee.db');
}
