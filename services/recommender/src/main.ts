import { loadRecommenderConfig, type RecommenderConfig } from './config.ts';
import { startRecommender } from './recommender.server.ts';

let config: RecommenderConfig;
try {
  config = loadRecommenderConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // Exit code 2, as the API's: `npm start` does not restart a process whose settings are wrong.
  process.exit(2);
}
const recommender = await startRecommender(config);
const shutdown = () => void recommender.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
