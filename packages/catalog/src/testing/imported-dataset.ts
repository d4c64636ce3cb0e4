import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createTestDatabase } from '@marquee/db/testing';
import { importDataset } from '../import/importer.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** What the import's result depends on besides the dataset: the importer and catalog code, the schema. */
const CODE_ROOTS = ['packages/catalog/src', 'packages/db/src'];
const BUILD_TIMEOUT_MS = 10 * 60_000;
const UNUSED_MS = 24 * 3600_000;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(keep)
    .sort();
}

/** A hash of the dataset folder's files (name, size, time) and of the code an import runs (contents). */
function inputsKey(from: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(from, () => true)) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(from, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  for (const root of CODE_ROOTS)
    for (const file of filesUnder(path.join(repoRoot, root), (name) => !name.endsWith('.test.ts')))
      hash.update(path.relative(repoRoot, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 20);
}

function cacheDir(): string {
  return path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'marquee-tests');
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid written in `lock`; undefined while it is gone or not yet written. */
function lockHolder(lock: string): number | undefined {
  try {
    return Number(fs.readFileSync(lock, 'utf8')) || undefined;
  } catch {
    return undefined;
  }
}

/** Imports `from` into a fresh migrated SQLite database (no embeddings) and leaves it, closed, at `file`. */
async function importInto(from: string, file: string): Promise<void> {
  const database = await createTestDatabase('sqlite');
  try {
    await importDataset(database.db, { from, embed: false });
    const staging = `${file}.${process.pid}.partial`;
    fs.rmSync(staging, { force: true });
    await sql`VACUUM INTO ${staging}`.execute(database.db);
    fs.renameSync(staging, file);
  } finally {
    await database.close();
  }
}

/**
 * A closed SQLite file holding the dataset folder `from` imported as `importDataset(db, { from, embed: false })`
 * leaves it (what an API's first start with CATALOG_DIR does before its meaning index): copy it, never open it.
 * The import takes about half a CPU-minute, and two suites check the imported data, so it is made once and kept
 * in the user's cache folder, under a hash of the dataset's files and of the catalog and database code: a change
 * to either imports again. The first test process to need it imports it; others wait for that one.
 */
export async function importedDatasetFile(from: string): Promise<string> {
  const dir = cacheDir();
  fs.mkdirSync(dir, { recursive: true });
  const key = inputsKey(from);
  const file = path.join(dir, `dataset-${key}.db`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (!fs.existsSync(file)) {
    let owned = false;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      owned = true;
    } catch {
      // Another process is importing: wait for its file, unless it died meanwhile.
      const holder = lockHolder(lock);
      if (holder !== undefined && !isAlive(holder)) fs.rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`${file}: another process is still importing it (${lock})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!owned) continue;
    try {
      if (!fs.existsSync(file)) {
        await importInto(from, file);
        removeUnused(dir);
      }
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
  // Marks it as used: removeUnused keeps it.
  const now = new Date();
  fs.utimesSync(file, now, now);
  return file;
}

/** Deletes the imports no run used for a day (made from another dataset or code). */
function removeUnused(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = /^dataset-\w+\.db$/.test(name) ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
    if (stat && Date.now() - stat.mtimeMs > UNUSED_MS) fs.rmSync(file, { force: true });
  }
}
