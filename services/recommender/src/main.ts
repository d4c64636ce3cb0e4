import { loadRecommenderConfig } from './config.ts';
import { startRecommender } from './recommender.server.ts';

const recommender = await startRecommender(loadRecommenderConfig());
const shutdown = () => void recommender.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
