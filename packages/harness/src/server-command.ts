// npm start and the harness start the servers the same way, from the same package.
import {
  useServerBundles,
  serverArguments,
  type ServerBundles,
  type ServerName,
} from '@marquee/server-bundle';

let bundles: Promise<ServerBundles | undefined> | undefined;

/**
 * Node's arguments that start `server` as `npm start` does: from its bundle, built once per test process when
 * missing or stale (npm test builds it first), else from its TypeScript entry.
 */
export async function serverArgs(server: ServerName): Promise<string[]> {
  bundles ??= useServerBundles();
  return serverArguments(server, await bundles);
}
