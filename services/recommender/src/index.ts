export { startRecommender, type RunningRecommender } from './recommender.server.ts';
export { loadRecommenderConfig, type RecommenderConfig } from './config.ts';
