export { startRecommender, type RunningRecommender } from './recommender.server.ts';
export { startTestRecommender, type TestRecommender } from './testing/start-test-recommender.ts';
