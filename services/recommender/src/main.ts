import Fastify from 'fastify';

// Placeholder service until the recommendation model lands: healthy, recommends nothing.
const port = Number(process.env.RECOMMENDER_PORT ?? 3001);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/health', async () => ({ status: 'ok' }));
app.get('/recommend', async () => []);
const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
await app.listen({ host: '127.0.0.1', port });
