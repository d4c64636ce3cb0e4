// `npm start`: builds what is not built (the web app, the servers' bundles), then runs the recommender and the API as two supervised processes.
// `npm run start:api` (--api-only) runs the API alone, using the recommender at RECOMMENDER_URL: the further
// instances of a site that runs several (docs/self-hosting.md, "Running several instances").
// A crashed process is started again after a growing pause (1 s, 2 s, 4 s… up to 30 s; back to 1 s once it has
// run for a minute). Ctrl-C (or SIGTERM) stops everything, also while building or waiting to restart.
// Settings come from the environment and from `.env` in the folder it runs in (the environment wins).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { startWebBuild } from '@marquee/web/build';
import { serverArguments, useServerBundles } from '@marquee/server-bundle';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;
// The API closes connections still open after 7 s and exits by itself at 8 s; a container runtime sends SIGKILL
// at 10 s.
const STOP_GRACE_MS = 9_000;
// The API exits with 2 on a configuration error: starting it again would only print the same message.
const CONFIG_ERROR_EXIT = 2;

/** `.env` beside where npm start runs: each setting it holds that the environment does not already set. */
function loadDotEnv() {
  const file = path.resolve('.env');
  if (!fs.existsSync(file)) return;
  const settings = parseEnv(fs.readFileSync(file, 'utf8'));
  for (const [name, value] of Object.entries(settings)) process.env[name] ??= value;
}
loadDotEnv();

const apiOnly = process.argv.includes('--api-only');
const runOwnRecommender = !apiOnly && !process.env.RECOMMENDER_URL;
/** name -> { child, timer, delayMs, startedAt } */
const services = new Map();
let build;
let stopping = false;

/**
 * RECOMMENDER_PORT, or a port free right now: two sites on one host then each get their own recommender (with a
 * fixed default the second could not bind it, and its API would use the first's). Kept for restarts.
 */
async function chooseRecommenderPort() {
  if (process.env.RECOMMENDER_PORT) return process.env.RECOMMENDER_PORT;
  const probe = net.createServer();
  await new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, process.env.RECOMMENDER_HOST || '127.0.0.1', resolve);
  });
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return String(port);
}

function log(message) {
  console.error(`[marquee] ${message}`);
}

let bundles;

function launch(name, env) {
  const service = services.get(name) ?? { delayMs: FIRST_DELAY_MS };
  services.set(name, service);
  service.timer = undefined;
  service.startedAt = Date.now();
  service.child = spawn(
    process.execPath,
    ['--import', './scripts/exit-with-parent.mjs', ...serverArguments(name, bundles)],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
  );
  service.child.on('exit', (code, signal) => {
    service.child = undefined;
    if (stopping) {
      exitWhenAllStopped();
      return;
    }
    const how = signal ?? `code ${code}`;
    if (code === CONFIG_ERROR_EXIT) {
      log(`${name} exited (${how}): not restarting it; stopping the rest.`);
      stopAll(CONFIG_ERROR_EXIT);
      return;
    }
    if (Date.now() - service.startedAt >= HEALTHY_AFTER_MS) service.delayMs = FIRST_DELAY_MS;
    const delay = service.delayMs;
    service.delayMs = Math.min(delay * 2, MAX_DELAY_MS);
    log(`${name} exited unexpectedly (${how}); restarting it in ${delay / 1000} s.`);
    service.timer = setTimeout(() => {
      log(`restarting ${name}.`);
      launch(name, env);
    }, delay);
  });
}

function exitWhenAllStopped() {
  const running = [...services.values()].some((service) => service.child);
  if (!running && !build) process.exit(process.exitCode ?? 0);
}

function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  signalBuild('SIGTERM');
  for (const service of services.values()) {
    clearTimeout(service.timer);
    service.child?.kill('SIGTERM');
  }
  setTimeout(() => {
    log(`still running after ${STOP_GRACE_MS / 1000} s: killing.`);
    killEverything();
    process.exit(exitCode || 1);
  }, STOP_GRACE_MS).unref();
  exitWhenAllStopped();
}

/** The build runs in its own process group (shell, npm, vite): signal all of it. */
function signalBuild(signal) {
  if (!build) return;
  try {
    process.kill(-build.child.pid, signal);
  } catch {
    // already gone
  }
}

function killEverything() {
  signalBuild('SIGKILL');
  for (const service of services.values()) service.child?.kill('SIGKILL');
}

// Installed before anything starts, so a signal during the build or the first start-up stops it all.
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
process.on('exit', killEverything);
// Started by npm: `npm start` execs this script, so npm's forwarded SIGTERM reaches it. Should npm still go away
// without passing a signal on (kill -9, or a shell in between that doesn't exec), stop with it, not live on.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stopAll(0);
  }, 500).unref();
}

if (apiOnly && !process.env.RECOMMENDER_URL) {
  log('npm run start:api runs the API alone: set RECOMMENDER_URL to the recommender it should use.');
  process.exit(CONFIG_ERROR_EXIT);
}
build = startWebBuild();
const buildCode = build ? await build.done : 0;
build = undefined;
if (!stopping && buildCode === 0) bundles = await useServerBundles();
if (stopping) exitWhenAllStopped();
else if (buildCode !== 0) {
  log(`the web app build failed (exit ${buildCode}).`);
  process.exit(buildCode);
} else if (runOwnRecommender) {
  const recommenderPort = await chooseRecommenderPort();
  launch('recommender', { RECOMMENDER_PORT: recommenderPort });
  launch('api', { RECOMMENDER_URL: `http://127.0.0.1:${recommenderPort}` });
} else {
  launch('api', {});
}
