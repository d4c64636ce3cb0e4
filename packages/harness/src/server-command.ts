// The root package's scripts are no workspace to import by name; npm start and the harness share this module.
/* eslint-disable import-x/no-relative-packages */
import {
  useServerBundles,
  serverArguments,
  type ServerBundles,
  type ServerName,
} from '../../../scripts/server-bundle.mjs';
/* eslint-enable import-x/no-relative-packages */

let bundles: Promise<ServerBundles | undefined> | undefined;

/**
 * Node's arguments that start `server` as `npm start` does: from its bundle, built once per test process when
 * missing or stale (npm test builds it first), else from its TypeScript entry.
 */
export async function serverArgs(server: ServerName): Promise<string[]> {
  bundles ??= useServerBundles();
  return serverArguments(server, await bundles);
}
