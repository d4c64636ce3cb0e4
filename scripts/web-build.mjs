// Builds the web app when dist/ is missing or older than any of its sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sourceRoots = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contracts/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function ensureWebBuilt({ force = false } = {}) {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...sourceRoots.map((source) => newestMtime(path.join(root, source))));
  if (!force && builtAt > sourcesAt) return false;
  console.log('[marquee] building the web app...');
  // Always the production bundle, even when called from a test runner that sets NODE_ENV=test.
  execSync('npm run build --silent -w @marquee/web', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureWebBuilt({ force: process.argv.includes('--force') });
