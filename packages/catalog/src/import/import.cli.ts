/**
 * npm run catalog:import -- --from DIR [--ratings DIR]
 *
 * Imports a movie dataset folder into the catalog database: DATABASE_URL (PostgreSQL) when set,
 * otherwise the SQLite file DATA_DIR/marquee.db (default <repo>/data/marquee.db), as the API uses.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, migrateToLatest, openDatabase, sqliteFileIn } from '@marquee/db';
import { countExternalRatings, countMovies } from '../local/catalog.reader.ts';
import { importDataset } from './importer.ts';

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: { from: { type: 'string' }, ratings: { type: 'string' }, help: { type: 'boolean' } },
    }).values;
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  if (args.help || !args.from) {
    console.error('usage: npm run catalog:import -- --from DIR [--ratings DIR]');
    return args.help ? 0 : 2;
  }
  const url = process.env.DATABASE_URL || sqliteFileIn(process.env.DATA_DIR || DEFAULT_DATA_DIR);
  const database = openDatabase({ url });
  try {
    await migrateToLatest(database.db, database.engine);
    const started = Date.now();
    const summary = await importDataset(database.db, {
      from: path.resolve(args.from),
      ratingsDir: args.ratings ? path.resolve(args.ratings) : undefined,
      progress: true,
      log: (message) => console.error(message),
      report: (file, line, message) =>
        console.error(`malformed: ${path.relative(process.cwd(), file)}:${line}: ${message}`),
    });
    const [movies, ratings] = await Promise.all([
      countMovies(database.db),
      countExternalRatings(database.db),
    ]);
    console.log(
      `imported ${summary.movies} movies and ${summary.ratings} ratings from ${summary.files} files ` +
        `(${summary.malformedRows} malformed rows skipped), ${summary.embedded} movies embedded, in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `the catalog now has ${movies} movies and ${ratings} external ratings`,
    );
    return 0;
  } catch (error) {
    console.error(`import failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
