import net from 'node:net';
import { loadConfig, ConfigError } from './config/env.ts';
import { buildApp } from './app.ts';

// Exit code 2: `npm start` does not restart a process whose settings are wrong.
const SETTINGS_ERROR_EXIT = 2;
/**
 * How long a stop waits for requests in flight before closing their connections: under the 10 s a container
 * runtime allows before SIGKILL (Docker's and podman's default), with time left to exit. `npm start` kills what
 * is still running at 9 s, and this process exits by itself at DRAIN_MS + 1 s: a second before that, since its
 * clock starts when the signal arrives (at 8 s the two met, and a loaded machine's slow exit lost to the kill).
 */
const DRAIN_MS = 7_000;

function exitOnSettingsError(message: string): never {
  console.error(message);
  process.exit(SETTINGS_ERROR_EXIT);
}

const portTakenMessage = (host: string, port: number) =>
  `api: port ${port} on ${host} is already in use (PORT); stop what holds it or choose another PORT.`;

/** Fails at once on a taken port, before the start-up's migrations and catalog load, instead of after them. */
async function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ host, port, exclusive: true }, resolve);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      exitOnSettingsError(portTakenMessage(host, port));
    throw error;
  }
  await new Promise((resolve) => probe.close(resolve));
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitOnSettingsError(error.message);
    throw error;
  }
  await checkPortFree(config.HOST, config.PORT);
  const { app } = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.warn(`requests still open after ${DRAIN_MS / 1000} s: closing their connections`);
      app.server.closeAllConnections();
    }, DRAIN_MS).unref();
    // Should closing still hang, a stop must not outlast the container's grace period.
    setTimeout(() => process.exit(1), DRAIN_MS + 1_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    // Taken between the check and now.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      exitOnSettingsError(portTakenMessage(config.HOST, config.PORT));
    throw error;
  }
}

main().catch((error) => {
  console.error('Marquee API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
