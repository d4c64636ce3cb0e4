import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Answers `port` when nothing listens on it on 127.0.0.1 now, else undefined. */
function portIfFree(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/** The first port of the kernel's range for outgoing connections' local ports (Linux), else 32768. */
function ephemeralRangeStart(): number {
  try {
    const start = Number(
      fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(start) && start > 12_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * Ports handed out lately by any test process on this machine. A server boots for seconds between the pick and
 * its bind; without these, another worker could pick the same free port meanwhile, and whichever bound second
 * would answer as the first one's server.
 */
const RESERVATIONS = path.join(os.tmpdir(), 'marquee-port-reservations');
const RESERVATION_MS = 30 * 60_000;

function reserve(port: number): boolean {
  fs.mkdirSync(RESERVATIONS, { recursive: true });
  const file = path.join(RESERVATIONS, String(port));
  const claim = () => {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      return false;
    }
  };
  if (claim()) return true;
  try {
    if (Date.now() - fs.statSync(file).mtimeMs < RESERVATION_MS) return false;
    fs.rmSync(file, { force: true });
  } catch {
    return false;
  }
  return claim();
}

/**
 * A port nothing listens on and no other test process was given lately, for a server started a moment later.
 * Picked below the range the kernel gives outgoing connections: a port from that range (what listening on port 0
 * answers) can be taken by any process's next connection (to PostgreSQL, Redis, another test's server) before the
 * server binds it, which failed test runs with EADDRINUSE on a busy machine.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralRangeStart();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (!reserve(candidate)) continue;
    const port = await portIfFree(candidate);
    if (port) return port;
  }
  return (await portIfFree(0))!;
}

/** The inodes of the sockets listening on `port` (any address), or undefined when the tables can't be read. */
function listeningSocketInodes(port: number): Set<string> | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  let readable = false;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    readable = true;
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st ... uid timeout inode; addresses are HEXADDR:HEXPORT, st 0A is LISTEN.
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  return readable ? inodes : undefined;
}

/** `pid` and every process below it (npm start runs a supervisor, which runs the servers). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1)
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  return tree;
}

function holdsSocket(pid: number, inodes: Set<string>): boolean {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith('socket:[') && inodes.has(target.slice(8, -1));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** Whether `child` (or a process it started) is what listens on `port`. Where /proc can't tell, assumed so. */
export function listensOn(child: ChildProcess, port: number): boolean {
  if (process.platform !== 'linux' || child.pid === undefined) return true;
  const inodes = listeningSocketInodes(port);
  if (!inodes) return true;
  return processTree(child.pid).some((pid) => holdsSocket(pid, inodes));
}
