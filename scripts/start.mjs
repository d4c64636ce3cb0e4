// `npm start`: builds what is not built, then runs the recommender and the API as two supervised processes.
// Ctrl-C (or SIGTERM) stops both; if one dies, the other is stopped too and the exit code says so.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuilt();

const recommenderPort = process.env.RECOMMENDER_PORT ?? '3001';
const runOwnRecommender = !process.env.RECOMMENDER_URL;
const children = new Map();
let stopping = false;

function run(name, entry, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(
        `[marquee] ${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the rest.`,
      );
      stopAll(code || 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode || 1);
  }, 20_000).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (runOwnRecommender) {
  run('recommender', 'services/recommender/src/main.ts', { RECOMMENDER_PORT: recommenderPort });
}
run(
  'api',
  'apps/api/src/main.ts',
  runOwnRecommender ? { RECOMMENDER_URL: `http://127.0.0.1:${recommenderPort}` } : {},
);
