import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, listensOn } from './ports.ts';
import { waitForHealthy } from './server.ts';

const children: ChildProcess[] = [];
const servers: http.Server[] = [];

afterEach(async () => {
  // Each runs in a group of its own: the group goes, grandchildren included.
  for (const child of children.splice(0)) process.kill(-child.pid!, 'SIGKILL');
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A node process running `script`; resolves once it printed 'ready'. */
async function nodeProcess(script: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  return child;
}

const healthServer = (port: number) =>
  `require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () => console.log('ready'))`;

describe('ports for test servers', () => {
  it('never hands the same port to two callers, even before either binds it', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(40);
  });

  it('tells the process listening on a port (or a process it started) from another one', async () => {
    const port = await freePort();
    const server = await nodeProcess(healthServer(port));
    const bystander = await nodeProcess(`console.log('ready'); setInterval(() => {}, 1000)`);
    expect(listensOn(server, port)).toBe(true);
    expect(listensOn(bystander, port)).toBe(false);

    // As `npm start` does: the listening process is the child's child.
    const parentPort = await freePort();
    const parent = await nodeProcess(
      `const c = require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(healthServer(parentPort))}], { stdio: 'inherit' });`,
    );
    expect(listensOn(parent, parentPort)).toBe(true);
  });

  it('does not take another server on the port for the process it waits for', async () => {
    const port = await freePort();
    const foreign = http.createServer((_request, response) => response.end('ok'));
    servers.push(foreign);
    await new Promise<void>((resolve) => foreign.listen(port, '127.0.0.1', resolve));
    // Still booting (it never binds): the answer on its port comes from someone else.
    const booting = await nodeProcess(`console.log('ready'); setInterval(() => {}, 1000)`);
    await expect(waitForHealthy(`http://127.0.0.1:${port}/api/health`, booting, [], 1500)).rejects.toThrow(
      /did not become healthy/,
    );
  });
});
