import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from './support/index.ts';

interface Started {
  supervisor: ChildProcess;
  apiUrl: string;
  recommenderUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
const dataDirs: string[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function npmStart(): Promise<Started> {
  const [port, recommenderPort] = await Promise.all([freePort(), freePort()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-start-'));
  dataDirs.push(dataDir);
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    RECOMMENDER_PORT: String(recommenderPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.RECOMMENDER_URL;
  delete env.DATABASE_URL;
  const supervisor = spawn(process.execPath, ['scripts/start.mjs'], {
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
    apiUrl: `http://127.0.0.1:${port}`,
    recommenderUrl: `http://127.0.0.1:${recommenderPort}`,
    output: () => chunks.join(''),
    exited,
  };
}

async function waitUntilUp(url: string, started: Started): Promise<Response> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (started.supervisor.exitCode !== null) throw new Error(`npm start exited early:\n${started.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return response;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered:\n${started.output()}`);
}

async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

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
  });

  it('stops the API too when the recommender crashes, and says so', async () => {
    const started = await npmStart();
    await waitUntilUp(`${started.apiUrl}/api/health`, started);
    await waitUntilUp(`${started.recommenderUrl}/health`, started);
    const pids = fs
      .readFileSync(`/proc/${started.supervisor.pid}/task/${started.supervisor.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    const recommenderPid = pids.find((pid) =>
      fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('services/recommender'),
    );
    expect(recommenderPid).toBeDefined();
    process.kill(recommenderPid!, 'SIGKILL');
    expect(await started.exited).not.toBe(0);
    expect(started.output()).toContain('recommender exited unexpectedly');
    expect(await isListening(started.apiUrl)).toBe(false);
  });
});
