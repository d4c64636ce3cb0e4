import { loadRecommenderConfig, type RecommenderConfig } from './config.ts';
import { startRecommender } from './recommender.server.ts';

// Exit code 2, as the API's: `npm start` does not restart a process whose settings are wrong.
const SETTINGS_ERROR_EXIT = 2;

let config: RecommenderConfig;
try {
  config = loadRecommenderConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(SETTINGS_ERROR_EXIT);
}
let recommender;
try {
  recommender = await startRecommender(config);
} catch (error) {
  // Another process holds the port (often a second Marquee on this host): restarting would only fail again.
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `recommender: port ${config.port} on ${config.host} is already in use (RECOMMENDER_PORT); choose a free port, or leave RECOMMENDER_PORT unset for npm start to pick one.`,
  );
  process.exit(SETTINGS_ERROR_EXIT);
}
const shutdown = () => void recommender.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
