import { loadConfig, ConfigError } from './config/env.ts';
import { buildApp } from './app.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const { app } = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error) => {
  console.error('Marquee API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
