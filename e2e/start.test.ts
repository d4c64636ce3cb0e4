import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

/** The supervisor as `node scripts/start.mjs`, or the exact command a process manager runs (`npm start`). */
async function npmStart(
  extraEnv: Record<string, string | undefined> = {},
  command: 'node' | 'npm' = 'node',
): Promise<Started> {
  const [port, recommenderPort] = await Promise.all([freePort(), freePort()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-start-'));
  dataDirs.push(dataDir);
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
  const [file, args] = command === 'npm' ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']];
  const supervisor = spawn(file, args, {
    cwd: repoRoot,
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
  it('serves the app and the API beside the recommender, and Ctrl-C stops both', async () => {
    const started = await npmStart();
    const health = await waitUntilUp(`${started.apiUrl}/api/health`, started);
    expect(await health.json()).toMatchObject({ success: true, database: 'ok' });
    await waitUntilUp(`${started.recommenderUrl}/health`, started);
    const home = await fetch(started.apiUrl);
    expect(home.headers.get('content-type')).toContain('text/html');
    // The home page arrives drawn: its heading is in the HTML before any script runs.
    expect(await home.text()).toContain('Marquee: discover movies');

    started.supervisor.kill('SIGINT');
    expect(await started.exited).toBe(0);
    expect(await isListening(started.apiUrl)).toBe(false);
    expect(await isListening(started.recommenderUrl)).toBe(false);
    await expectNothingLeft(started.dataDir);
  });

  it('starts the API and the recommender again after kill -9 of each, says so, and SIGTERM still stops both', async () => {
    const started = await npmStart();
    await waitUntilUp(`${started.apiUrl}/api/health`, started);
    await waitUntilUp(`${started.recommenderUrl}/health`, started);

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
    const health = await fetch(`${started.apiUrl}/api/health`);
    expect(await health.json()).toMatchObject({ success: true, database: 'ok' });

    started.supervisor.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(await isListening(started.apiUrl)).toBe(false);
    await expectNothingLeft(started.dataDir);
  }, 240_000); // three start-ups in one test: slow on a busy 2-core machine

  it('does not restart a process whose settings are wrong: it says so and stops with code 2', async () => {
    const started = await npmStart({ RECOMMENDER_REFRESH_SECONDS: 'often' });
    expect(await started.exited).toBe(2);
    expect(started.output()).toContain('RECOMMENDER_REFRESH_SECONDS');
    expect(started.output()).toContain('recommender exited (code 2): not restarting it; stopping the rest.');
    expect(started.output()).not.toContain('restarting recommender');
    await expectNothingLeft(started.dataDir);
  });

  it('SIGTERM to the `npm start` process (what systemd or a container init sends) leaves no process behind', async () => {
    const started = await npmStart({}, 'npm');
    await waitUntilUp(`${started.apiUrl}/api/health`, started);
    await waitUntilUp(`${started.recommenderUrl}/health`, started);

    started.supervisor.kill('SIGTERM');
    await started.exited;
    await expectNothingLeft(started.dataDir);
    expect(await isListening(started.apiUrl)).toBe(false);
    expect(await isListening(started.recommenderUrl)).toBe(false);
  });

  it('two sites side by side with default settings each run their own recommender, on their own catalog', async () => {
    const sites = [
      await npmStart({ RECOMMENDER_PORT: undefined }),
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

  it('npm run start:api (the API alone, README "Running several instances") needs RECOMMENDER_URL and says so', () => {
    const env: Record<string, string | undefined> = { ...process.env };
    delete env.RECOMMENDER_URL;
    const run = spawnSync('npm', ['run', '--silent', 'start:api'], { cwd: repoRoot, env, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('set RECOMMENDER_URL to the recommender it should use');
  });

  it('leaves no process behind when stopped while still starting, or when the supervisor itself is killed', async () => {
    const starting = await npmStart();
    await waitFor('both children spawned', starting, () =>
      childPid(starting, API) && childPid(starting, RECOMMENDER) ? true : undefined,
    );
    starting.supervisor.kill('SIGTERM');
    expect(await starting.exited).toBe(0);
    await expectNothingLeft(starting.dataDir);

    const killed = await npmStart();
    await waitUntilUp(`${killed.apiUrl}/api/health`, killed);
    killed.supervisor.kill('SIGKILL');
    await killed.exited;
    await expectNothingLeft(killed.dataDir);
    expect(await isListening(killed.apiUrl)).toBe(false);
  });
});
