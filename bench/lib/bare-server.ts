import Fastify from 'fastify';

/** The baseline: the same framework in its own process answering a small JSON object with no work behind it. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, message: 'ok', data: [] }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log(`listening ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
