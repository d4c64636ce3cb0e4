// Builds the web app when dist/ is missing or older than any of its sources.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sourceRoots = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contracts/src',
];
const buildCommand = 'npm run build --silent -w @marquee/web';
// Always the production bundle, even when called from a test runner that sets NODE_ENV=test.
const buildOptions = () => ({ cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function needsBuild(force) {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...sourceRoots.map((source) => newestMtime(path.join(root, source))));
  return force || builtAt <= sourcesAt;
}

export function ensureWebBuilt({ force = false } = {}) {
  if (!needsBuild(force)) return false;
  console.log('[marquee] building the web app...');
  execSync(buildCommand, buildOptions());
  return true;
}

/**
 * The same build as a child process, so the caller's signal handlers keep running meanwhile.
 * Returns the running build (or undefined when nothing needs building); `done` settles with its exit code.
 */
export function startWebBuild() {
  if (!needsBuild(false)) return undefined;
  console.log('[marquee] building the web app...');
  const child = spawn(buildCommand, { ...buildOptions(), shell: true, detached: true });
  const done = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))),
  );
  return { child, done };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureWebBuilt({ force: process.argv.includes('--force') });
