import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Images kept on disk under `dir/{size}/{file}`, at most `maxBytes` in all: when a new one would pass the cap,
 * the least recently served go first. Recency lives in memory (a Map in use order), seeded at start from the
 * files' modification times, which a hit refreshes so the order survives a restart. Files written by another
 * process (`npm run images:prefetch` while the server runs) are found on their first request.
 */
export interface ImageStore {
  read(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  write(key: string, bytes: Buffer): Promise<void>;
  /** Bytes kept now. */
  readonly totalBytes: number;
}

export async function createImageStore({
  dir,
  maxBytes,
}: {
  dir: string;
  maxBytes: number;
}): Promise<ImageStore> {
  /** key → size in bytes, least recently used first. */
  const kept = new Map<string, number>();
  let totalBytes = 0;
  const fileOf = (key: string) => path.join(dir, key);

  await fs.mkdir(dir, { recursive: true });
  const found: { key: string; size: number; modified: number }[] = [];
  for (const sizeFolder of await fs.readdir(dir, { withFileTypes: true })) {
    if (!sizeFolder.isDirectory()) continue;
    for (const file of await fs.readdir(path.join(dir, sizeFolder.name))) {
      if (file.endsWith('.part')) continue;
      const key = `${sizeFolder.name}/${file}`;
      const stat = await fs.stat(fileOf(key)).catch(() => undefined);
      if (stat?.isFile()) found.push({ key, size: stat.size, modified: stat.mtimeMs });
    }
  }
  found.sort((a, b) => a.modified - b.modified);
  for (const { key, size } of found) remember(key, size);

  function remember(key: string, size: number) {
    totalBytes -= kept.get(key) ?? 0;
    kept.delete(key);
    kept.set(key, size);
    totalBytes += size;
  }

  async function forget(key: string) {
    totalBytes -= kept.get(key) ?? 0;
    kept.delete(key);
    await fs.rm(fileOf(key), { force: true });
  }

  async function evictOver(cap: number, keep: string) {
    for (const key of kept.keys()) {
      if (totalBytes <= cap) return;
      if (key !== keep) await forget(key);
    }
  }

  async function has(key: string): Promise<boolean> {
    if (kept.has(key)) return true;
    const stat = await fs.stat(fileOf(key)).catch(() => undefined);
    if (!stat?.isFile()) return false;
    remember(key, stat.size);
    await evictOver(maxBytes, key);
    return true;
  }

  return {
    get totalBytes() {
      return totalBytes;
    },
    has,
    async read(key) {
      if (!(await has(key))) return undefined;
      try {
        const bytes = await fs.readFile(fileOf(key));
        remember(key, bytes.length);
        const now = new Date();
        void fs.utimes(fileOf(key), now, now).catch(() => {});
        return bytes;
      } catch {
        // Removed behind our back: fetched again.
        totalBytes -= kept.get(key) ?? 0;
        kept.delete(key);
        return undefined;
      }
    },
    async write(key, bytes) {
      // One image larger than the whole cap is served but not kept.
      if (bytes.length > maxBytes) return;
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader (or a crash) never sees half an image.
      const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      await fs.writeFile(part, bytes);
      await fs.rename(part, file);
      remember(key, bytes.length);
      await evictOver(maxBytes, key);
    },
  };
}
