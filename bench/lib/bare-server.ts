import { createBareApp } from './bare-app.ts';

/** The bare baselines in a process of their own, like the API process they are compared with. */
const app = createBareApp();
const address = await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log(`listening ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
