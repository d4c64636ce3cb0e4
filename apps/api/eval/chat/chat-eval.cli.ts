/**
 * npm run chat:eval [-- --short | --heldout]
 *
 * Asks the built-in assistant every eval conversation (or, with --heldout, the held-out set written apart from the
 * parser) on the starter catalog and on the dataset of the shared data
 * folder (<repo>/../shared/data or MARQUEE_SHARED_DATA, imported once and kept, see eval-app.ts), prints each
 * failure and the pass counts, and exits non-zero when either catalog passes fewer than 95%.
 */
import { EVAL_CASES } from './eval-cases.ts';
import { HELD_OUT_CASES } from './eval-cases-heldout.ts';
import { hasSharedData, sharedData, startEvalApp } from './eval-app.ts';
import { passCountsByClass, passRate, runChatEval } from './run-chat-eval.ts';

const REQUIRED_PASS_RATE = 0.95;

const cases = process.argv.includes('--heldout')
  ? HELD_OUT_CASES
  : process.argv.includes('--short')
    ? EVAL_CASES.filter((evalCase) => evalCase.short)
    : EVAL_CASES;
const catalogs: ('starter' | 'imported')[] = hasSharedData ? ['starter', 'imported'] : ['starter'];
if (!hasSharedData) console.warn(`no dataset at ${sharedData}: only the starter catalog is evaluated`);

let ok = true;
for (const catalog of catalogs) {
  const label = catalog === 'starter' ? 'starter catalog' : `dataset imported from ${sharedData}`;
  console.log(`\n== ${label}: ${cases.length} conversations ==`);
  const started = performance.now();
  const evalApp = await startEvalApp(catalog);
  try {
    const results = await runChatEval(evalApp, cases);
    for (const result of results.filter((item) => item.failures.length))
      console.log(`FAIL [${result.kind}] ${result.prompt}\n     ${result.failures.join('\n     ')}`);
    for (const [kind, count] of passCountsByClass(results))
      console.log(`  ${kind.padEnd(14)} ${count.passed}/${count.total}`);
    const passed = results.filter((result) => !result.failures.length).length;
    const rate = passRate(results);
    console.log(
      `${label}: ${passed}/${results.length} passed (${(rate * 100).toFixed(1)}%, need ${REQUIRED_PASS_RATE * 100}%) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (rate < REQUIRED_PASS_RATE) ok = false;
  } finally {
    await evalApp.close();
  }
}
process.exitCode = ok ? 0 : 1;
