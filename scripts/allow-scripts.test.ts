// npm 11 warns about, and a later npm skips, install scripts that the root package.json's `allowScripts` does not
// list: better-sqlite3 would then have no native build and esbuild no binary.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as unknown;

it("every dependency with an install script is allowed in package.json's allowScripts", () => {
  const lock = readJson('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
  const { allowScripts = {} } = readJson('package.json') as { allowScripts?: Record<string, boolean> };
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
  expect(withScripts.length).toBeGreaterThan(0);
  expect(withScripts.filter((name) => allowScripts[name] !== true)).toEqual([]);
});
