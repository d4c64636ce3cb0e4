import net from 'node:net';
import type { DatabaseEngine } from '@marquee/db';
import { createTestApp, type TestApp } from './test-app.ts';
import { httpRequest, listen, type HttpAnswer } from './http-client.ts';
import { signUpVerifiedUser, type TestUser } from './test-users.ts';

/** A real API with federation on, listening over HTTP on 127.0.0.1 with its own SQLite data and PUBLIC_URL. */
export interface FederatedServer {
  testApp: TestApp;
  port: number;
  /** `127.0.0.1:port`, the host part of its accounts. */
  host: string;
  url: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `env` overrides; federation is on with the test-only private-address setting, so servers reach each other. */
export async function startFederatedServer(
  env: Record<string, string> = {},
  engine: DatabaseEngine = 'sqlite',
): Promise<FederatedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp(engine, {
    FEDERATION: 'on',
    PUBLIC_URL: url,
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...env,
  });
  await listen(testApp, port);
  return { testApp, port, host: `127.0.0.1:${port}`, url, close: () => testApp.close() };
}

/** A request to the server's API as `user` (bearer token), over real HTTP. */
export function asUser(
  server: { url: string },
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<HttpAnswer> {
  return httpRequest(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}` },
    ...(body === undefined ? {} : { body }),
  });
}

/** A verified user with the public-profile `handle` and federation turned on. */
export async function federatedUser(
  server: FederatedServer,
  handle: string,
  settings: { auto_accept?: boolean; default_visibility?: 'public' | 'followers' | 'private' } = {},
): Promise<TestUser> {
  const user = await signUpVerifiedUser(server.testApp, { name: `${handle} name` });
  const profile = await asUser(server, user, 'PUT', '/api/profile', { handle, is_public: true });
  if (profile.status !== 200) throw new Error(`profile: ${profile.status} ${profile.body}`);
  const federation = await asUser(server, user, 'PUT', '/api/federation', { enabled: true, ...settings });
  if (federation.status !== 200) throw new Error(`federation: ${federation.status} ${federation.body}`);
  return user;
}

/** Asks `read` again (every 100 ms, up to `attempts` times) until `done` holds, and returns that answer. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  attempts = 150,
): Promise<T> {
  let value = await read();
  for (let attempt = 1; attempt < attempts && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
