import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from './support/index.ts';

interface Started {
  supervisor: ChildProcess;
  dataDir: string;
  apiUrl: string;
  recommenderUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
const dataDirs: string[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) {
    for (const pid of processesUsing(dir)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * The data folder the first test's `npm start` left (database seeded, recommender model trained), copied by the
 * tests that start again on an existing site: a fresh folder costs each start about 3.5 CPU-seconds more (the
 * catalog's seeding and the recommender's first training), which only the first test is about. Empty when that
 * test did not get so far: the others then start on fresh folders.
 */
const startedBefore = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-start-template-'));
afterAll(() => fs.rmSync(startedBefore, { recursive: true, force: true }));

/**
 * The supervisor as `node scripts/start.mjs`, or the exact command a process manager runs (`npm start`), on a
 * fresh data folder or (`onExistingSite`) a copy of the one the first test's start left.
 */
async function npmStart(
  extraEnv: Record<string, string | undefined> = {},
  command: 'node' | 'npm' = 'node',
  cwd = repoRoot,
  onExistingSite = false,
): Promise<Started> {
  const [port, recommenderPort] = await Promise.all([freePort(), freePort()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-start-'));
  dataDirs.push(dataDir);
  if (onExistingSite) fs.cpSync(startedBefore, dataDir, { recursive: true });
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    RECOMMENDER_PORT: String(recommenderPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.RECOMMENDER_URL;
  delete env.DATABASE_URL;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const [file, args] =
    command === 'npm' ? ['npm', ['start']] : [process.execPath, [path.join(repoRoot, 'scripts/start.mjs')]];
  const supervisor = spawn(file, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(supervisor);
  const chunks: string[] = [];
  supervisor.stdout?.on('data', (chunk) => chunks.push(String(chunk)));
  supervisor.stderr?.on('data', (chunk) => chunks.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
  return {
    supervisor,
    dataDir,
    apiUrl: `http://127.0.0.1:${port}`,
    recommenderUrl: `http://127.0.0.1:${recommenderPort}`,
    output: () => chunks.join(''),
    exited,
  };
}

/** Every process started for this run (the supervisor, its children, theirs): they all carry its DATA_DIR. */
function processesUsing(dataDir: string): number[] {
  const marker = `DATA_DIR=${dataDir}\0`;
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function childPid(started: Started, script: RegExp): number | undefined {
  const pid = started.supervisor.pid!;
  let children: number[];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  } catch {
    return undefined;
  }
  return children.find((child) => {
    try {
      return script.test(fs.readFileSync(`/proc/${child}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
}

async function waitFor<T>(
  what: string,
  started: Started,
  probe: () => Promise<T | undefined> | T | undefined,
) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const found = await probe();
    if (found !== undefined) return found;
    if (started.supervisor.exitCode !== null) throw new Error(`npm start exited early:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} never happened:\n${started.output()}`);
}

async function waitUntilUp(url: string, started: Started): Promise<Response> {
  return waitFor(url, started, async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      return response.ok ? response : undefined;
    } catch {
      return undefined;
    }
  });
}

async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function expectNothingLeft(dataDir: string) {
  // Children shut down on their own once their supervisor is gone; give them a few seconds to do so.
  for (let attempt = 0; attempt < 100 && processesUsing(dataDir).length > 0; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(processesUsing(dataDir)).toEqual([]);
}

/** A variable of a running process, read from /proc. */
function envOf(pid: number, name: string): string | undefined {
  const entry = fs
    .readFileSync(`/proc/${pid}/environ`, 'latin1')
    .split('\0')
    .find((line) => line.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

// A server's process runs its bundle (api.mjs) or, where none could be built, its TypeScript entry.
const API = /api\.mjs|apps\/api\/src\/main\.ts/;
const RECOMMENDER = /recommender\.mjs|services\/recommender\/src\/main\.ts/;

describe('npm start', () => {
  // One start for both: each start costs several CPU-seconds, and the restarts need a running site anyway.
  it('serves the app and the API beside the recommender; after kill -9 of each it starts them again and says so; Ctrl-C stops both', async () => {
    const started = await npmStart();
    const health = await waitUntilUp(`${started.apiUrl}/api/health`, started);
    expect(await health.json()).toMatchObject({ success: true, database: 'ok' });
    await waitUntilUp(`${started.recommenderUrl}/health`, started);
    const home = await fetch(started.apiUrl);
    expect(home.headers.get('content-type')).toContain('text/html');
    // The home page arrives drawn: its heading is in the HTML before any script runs.
    expect(await home.text()).toContain('Marquee: discover movies');

    for (const [name, script, url] of [
      ['api', API, `${started.apiUrl}/api/health`],
      ['recommender', RECOMMENDER, `${started.recommenderUrl}/health`],
    ] as const) {
      const before = childPid(started, script)!;
      expect(before).toBeDefined();
      process.kill(before, 'SIGKILL');
      await waitFor(`${name} restart`, started, () => {
        const pid = childPid(started, script);
        return pid !== undefined && pid !== before ? pid : undefined;
      });
      await waitUntilUp(url, started);
      expect(started.output()).toContain(`${name} exited unexpectedly (SIGKILL); restarting it in 1 s.`);
    }
    // The restarted API still answers with its data and reaches the restarted recommender.
    const restarted = await fetch(`${started.apiUrl}/api/health`);
    expect(await restarted.json()).toMatchObject({ success: true, database: 'ok' });

    started.supervisor.kill('SIGINT');
    expect(await started.exited).toBe(0);
    expect(await isListening(started.apiUrl)).toBe(false);
    expect(await isListening(started.recommenderUrl)).toBe(false);
    await expectNothingLeft(started.dataDir);
    fs.cpSync(started.dataDir, startedBefore, { recursive: true });
  }, 240_000); // three start-ups in one test: slow on a busy 2-core machine

  it('does not restart a process whose settings are wrong: it says so and stops with code 2', async () => {
    const started = await npmStart({ RECOMMENDER_REFRESH_SECONDS: 'often' });
    expect(await started.exited).toBe(2);
    expect(started.output()).toContain('RECOMMENDER_REFRESH_SECONDS');
    expect(started.output()).toContain('recommender exited (code 2): not restarting it; stopping the rest.');
    expect(started.output()).not.toContain('restarting recommender');
    await expectNothingLeft(started.dataDir);
  });

  it('two sites side by side with default settings each run their own recommender, on their own catalog', async () => {
    // One site already set up (a copy of the first test's), one new: their catalogs differ all the same, and
    // only one pays for seeding and the recommender's first training.
    const sites = [
      await npmStart({ RECOMMENDER_PORT: undefined }, 'node', repoRoot, true),
      await npmStart({ RECOMMENDER_PORT: undefined }),
    ];
    const catalogs: string[] = [];
    for (const site of sites) {
      const pid = await waitFor('the recommender', site, () => childPid(site, RECOMMENDER));
      const recommenderUrl = `http://127.0.0.1:${envOf(pid, 'RECOMMENDER_PORT')}`;
      const health = await waitFor('the recommender in service', site, async () => {
        const answer = await fetch(`${site.apiUrl}/api/health`).catch(() => undefined);
        const body = (await answer?.json().catch(() => undefined)) as { recommender?: string } | undefined;
        return body?.recommender === 'ok' ? body : undefined;
      });
      expect(health).toMatchObject({ status: expect.any(String), recommender: 'ok' });
      // It names the site whose database it learns from once the API has written the site's id.
      const served = await waitFor('the recommender naming its site', site, async () => {
        const answer = await fetch(`${recommenderUrl}/health`).catch(() => undefined);
        const body = (await answer?.json().catch(() => undefined)) as { catalog?: string } | undefined;
        return body?.catalog ?? undefined;
      });
      catalogs.push(served);
      const recommendations = await fetch(`${site.apiUrl}/api/recommendations/155`);
      expect(recommendations.status).toBe(200);
    }
    expect(new Set(catalogs).size).toBe(2);
    for (const site of sites) {
      expect(site.output()).not.toContain('exited unexpectedly');
      site.supervisor.kill('SIGTERM');
      expect(await site.exited).toBe(0);
    }
  }, 240_000);

  it('a port taken by another process stops with one clear line, not a restart loop', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const started = await npmStart({ RECOMMENDER_PORT: String(port) });
      expect(await started.exited).toBe(2);
      expect(started.output()).toContain(
        `recommender: port ${port} on 127.0.0.1 is already in use (RECOMMENDER_PORT)`,
      );
      expect(started.output()).not.toContain('restarting recommender');
      expect(started.output()).not.toMatch(/^\s+at /m);
      await expectNothingLeft(started.dataDir);
    } finally {
      holder.close();
    }
  });

  it('a taken PORT stops everything with one line naming the port, not a restart loop', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const started = await npmStart({ PORT: String(port), HOST: '127.0.0.1' });
      expect(await started.exited).toBe(2);
      const lines = started.output().split('\n');
      expect(lines.filter((line) => line.includes(String(port)))).toEqual([
        `api: port ${port} on 127.0.0.1 is already in use (PORT); stop what holds it or choose another PORT.`,
      ]);
      expect(started.output()).not.toContain('restarting api');
      expect(started.output()).not.toMatch(/^\s+at /m);
      await expectNothingLeft(started.dataDir);
    } finally {
      holder.close();
    }
  });

  it('reads settings from .env in the folder it runs in, under those of the environment', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-dotenv-'));
    dataDirs.push(folder);
    const port = await freePort();
    fs.writeFileSync(path.join(folder, '.env'), `# only here\nPORT=${port}\nLOG_LEVEL=verbose-please\n`);
    try {
      // PORT comes from .env alone; LOG_LEVEL from the environment wins over the wrong one in .env.
      const started = await npmStart({ PORT: undefined, LOG_LEVEL: 'warn' }, 'node', folder, true);
      const health = await waitUntilUp(`http://127.0.0.1:${port}/api/health`, started);
      expect(await health.json()).toMatchObject({ success: true });
      started.supervisor.kill('SIGTERM');
      expect(await started.exited).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('SIGTERM to the `npm start` process (what systemd or a container init sends), with a half-sent request in flight, stops everything before a container runtime would kill it and leaves no process behind', async () => {
    const started = await npmStart({ LOG_LEVEL: 'info' }, 'npm', repoRoot, true);
    await waitUntilUp(`${started.apiUrl}/api/health`, started);
    await waitUntilUp(`${started.recommenderUrl}/health`, started);
    // The assistant's sentence encoder loads once the API listens; a stop is about requests, not start-up.
    await waitFor('the API fully started', started, () =>
      started.output().includes('query encoder ready') ? true : undefined,
    );
    const { port } = new URL(started.apiUrl);
    const client = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    client.on('error', () => undefined);
    // A request whose headers never end: the server cannot answer it, only wait or close the connection.
    client.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    started.supervisor.kill('SIGTERM');
    await started.exited;
    // Within 9 s: Docker and podman send SIGKILL 10 s after SIGTERM by default.
    expect(Date.now() - signalled).toBeLessThan(9_500);
    expect(started.output()).toContain('requests still open after 7 s: closing their connections');
    expect(started.output(), started.output()).not.toContain('killing');
    await expectNothingLeft(started.dataDir);
    expect(await isListening(started.apiUrl)).toBe(false);
    expect(await isListening(started.recommenderUrl)).toBe(false);
    client.destroy();
  }, 120_000); // a start, the recommender and the encoder: slow on a busy 2-core machine

  it('npm run start:api (the API alone, docs/self-hosting.md "Running several instances") needs RECOMMENDER_URL and says so', () => {
    const env: Record<string, string | undefined> = { ...process.env };
    delete env.RECOMMENDER_URL;
    const run = spawnSync('npm', ['run', '--silent', 'start:api'], { cwd: repoRoot, env, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('set RECOMMENDER_URL to the recommender it should use');
  });

  it('leaves no process behind when stopped while still starting, or when the supervisor itself is killed', async () => {
    const starting = await npmStart({}, 'node', repoRoot, true);
    await waitFor('both children spawned', starting, () =>
      childPid(starting, API) && childPid(starting, RECOMMENDER) ? true : undefined,
    );
    starting.supervisor.kill('SIGTERM');
    expect(await starting.exited).toBe(0);
    await expectNothingLeft(starting.dataDir);

    const killed = await npmStart({}, 'node', repoRoot, true);
    await waitUntilUp(`${killed.apiUrl}/api/health`, killed);
    killed.supervisor.kill('SIGKILL');
    await killed.exited;
    await expectNothingLeft(killed.dataDir);
    expect(await isListening(killed.apiUrl)).toBe(false);
  });
});
