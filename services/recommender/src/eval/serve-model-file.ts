// Child process of the eval: the service's own HTTP app serving one model file, away from the eval's memory
// (its training data would otherwise add garbage-collection pauses). Prints its URL; stops when stdin closes.
import { readModelFile, RecommendationModel } from '../model/model-file.ts';
import { buildRecommenderApp } from '../recommender.app.ts';

const file = readModelFile(process.argv[2]);
if (!file) throw new Error(`No readable model at ${process.argv[2]}`);
const model = new RecommendationModel(file);
const app = buildRecommenderApp({ model: () => model, status: () => 'ok' }, { logLevel: 'silent' });
console.log(await app.listen({ host: '127.0.0.1', port: 0 }));
process.stdin.resume();
process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
