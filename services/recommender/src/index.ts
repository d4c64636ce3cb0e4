export { startRecommender, type RunningRecommender } from './recommender.server.ts';
export { loadRecommenderConfig, recommenderEnvSchema, type RecommenderConfig } from './config.ts';
