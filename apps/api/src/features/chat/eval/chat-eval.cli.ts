/**
 * npm run chat:eval [-- --short]
 *
 * Asks the built-in assistant every eval conversation on the starter catalog and on the dataset of the shared data
 * folder (<repo>/../shared/data or MARQUEE_SHARED_DATA, imported into a temporary database on first start), prints
 * each failure and the pass counts, and exits non-zero when either catalog passes fewer than 90%.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../../../testing/test-app.ts';
import { EVAL_CASES } from './eval-cases.ts';
import { passRate, runChatEval } from './run-chat-eval.ts';

const REQUIRED_PASS_RATE = 0.9;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const sharedData = path.resolve(process.env.MARQUEE_SHARED_DATA ?? path.join(repoRoot, '../shared/data'));
const hasSharedData = fs.existsSync(path.join(sharedData, 'tmdb-5000', 'tmdb_5000_movies.csv'));
const cases = process.argv.includes('--short') ? EVAL_CASES.filter((evalCase) => evalCase.short) : EVAL_CASES;

const catalogs: { label: string; env: Record<string, string> }[] = [{ label: 'starter catalog', env: {} }];
if (hasSharedData)
  catalogs.push({ label: `dataset imported from ${sharedData}`, env: { CATALOG_DIR: sharedData } });
else console.warn(`no dataset at ${sharedData}: only the starter catalog is evaluated`);

let ok = true;
for (const { label, env } of catalogs) {
  console.log(`\n== ${label}: ${cases.length} conversations ==`);
  const started = performance.now();
  const testApp = await createTestApp('sqlite', env);
  try {
    const results = await runChatEval(testApp.app, testApp.context.catalog, cases);
    for (const result of results.filter((item) => item.failures.length))
      console.log(`FAIL ${result.prompt}\n     ${result.failures.join('\n     ')}`);
    const passed = results.filter((result) => !result.failures.length).length;
    const rate = passRate(results);
    console.log(
      `${label}: ${passed}/${results.length} passed (${(rate * 100).toFixed(1)}%, need ${REQUIRED_PASS_RATE * 100}%) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (rate < REQUIRED_PASS_RATE) ok = false;
  } finally {
    await testApp.close();
  }
}
process.exitCode = ok ? 0 : 1;
