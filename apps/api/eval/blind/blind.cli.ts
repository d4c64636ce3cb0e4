/**
 * `npm run chat:blind -- [--set blind-N] [--catalog starter|imported|both]
 *  [--json out.json] [--only b1-001,b1-002] [--class follow-ups] [--verbose] [--verify]`
 *
 * Runs a blind chat evaluation (blind-1.cases.ts by default, or the blind-N.cases.ts beside this file named by
 * `--set blind-N`) against a real API on the starter catalog, the imported one
 * (../shared/data, kept in the OS temp folder between runs) or both.
 * `--verify` runs no conversation: it checks that a perfect assistant could pass every case's film checks on the
 * catalog's data.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CatalogReader,
  SHARED_DATA_DIR,
  catalogIds,
  runCase,
  startApi,
  verifyCase,
  type CaseResult,
  type CatalogName,
} from './blind-runner.ts';
import { CASE_CLASSES, type BlindCase } from './blind-types.ts';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const defaultCatalog = fs.existsSync(path.join(SHARED_DATA_DIR, 'tmdb-5000')) ? 'both' : 'starter';
const catalogOption = option('catalog') ?? defaultCatalog;
if (!['starter', 'imported', 'both'].includes(catalogOption))
  throw new Error('--catalog is starter, imported or both');
const catalogs: CatalogName[] =
  catalogOption === 'both' ? ['starter', 'imported'] : [catalogOption as CatalogName];
const only = option('only')?.split(',');
const onlyClass = option('class');
const jsonFile = option('json');
const verbose = flag('verbose');
const setOption = option('set') ?? 'blind-1';
const setNames = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.cases.ts'))
  .map((file) => file.replace('.cases.ts', ''))
  .sort();
if (!setNames.includes(setOption)) throw new Error(`--set is ${setNames.join(' or ')}`);
// Each set file exports its cases as BLIND_<n>_CASES (blind-5.cases.ts: BLIND_5_CASES).
const setModule = (await import(`./${setOption}.cases.ts`)) as Record<string, BlindCase[]>;
const caseSet = setModule[`${setOption.toUpperCase().replace('-', '_')}_CASES`];
if (!caseSet)
  throw new Error(`${setOption}.cases.ts exports no ${setOption.toUpperCase().replace('-', '_')}_CASES`);

const cases: BlindCase[] = caseSet.filter(
  (testCase) => (!only || only.includes(testCase.id)) && (!onlyClass || testCase.class === onlyClass),
);

const firstLines = (reply: string, count = 6) =>
  reply
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      | ${line.slice(0, 160)}`)
    .join('\n');

function table(results: CaseResult[], key: 'class' | 'lang', order: readonly string[]): string {
  const lines: string[] = [];
  for (const value of order) {
    const group = results.filter((result) => result[key] === value);
    if (group.length === 0) continue;
    const passed = group.filter((result) => result.pass).length;
    lines.push(
      `  ${value.padEnd(18)} ${String(passed).padStart(3)} / ${String(group.length).padEnd(3)} ${pct(passed, group.length)}`,
    );
  }
  return lines.join('\n');
}
const pct = (a: number, b: number) => `${b === 0 ? '-' : ((100 * a) / b).toFixed(0)}%`;

const output: Record<string, unknown> = { cases: cases.length, catalogs: {} };

for (const catalog of catalogs) {
  const started = Date.now();
  console.log(`\n=== ${catalog} catalog ===`);
  const api = await startApi(catalog, (line) => console.log(line));
  console.log(`API ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const reader = new CatalogReader(api);
  try {
    if (flag('verify')) {
      let ids: Promise<number[]> | undefined;
      const allIds = () => (ids ??= catalogIds(reader));
      let bad = 0;
      for (const testCase of cases) {
        const problems = await verifyCase(testCase, reader, allIds);
        if (problems.length) {
          bad++;
          console.log(
            `${testCase.id} [${testCase.class}] ${testCase.turns.at(-1)}\n    ${problems.join('\n    ')}`,
          );
        }
      }
      console.log(`${catalog}: ${cases.length - bad} / ${cases.length} cases satisfiable`);
      continue;
    }
    const results: CaseResult[] = [];
    for (const [index, testCase] of cases.entries()) {
      const result = await runCase(api, reader, testCase, index);
      results.push(result);
      if (!result.pass || verbose) {
        console.log(
          `${result.pass ? 'PASS' : 'FAIL'} ${result.id} [${result.class}/${result.lang}] ${result.turns.map((turn) => JSON.stringify(turn)).join(' -> ')}`,
        );
        for (const failure of result.failures) console.log(`    - ${failure}`);
        if (result.replies.length) console.log(firstLines(result.replies.at(-1)!));
      }
    }
    const passed = results.filter((result) => result.pass).length;
    console.log(`\n${catalog}: per class`);
    console.log(table(results, 'class', CASE_CLASSES));
    console.log(`${catalog}: per language`);
    console.log(table(results, 'lang', ['en', 'es', 'fr', 'de', 'pt', 'it']));
    const kinds = new Map<string, { pass: number; total: number }>();
    for (const result of results)
      for (const check of result.checks) {
        const entry = kinds.get(check.kind) ?? { pass: 0, total: 0 };
        entry.total++;
        if (check.pass) entry.pass++;
        kinds.set(check.kind, entry);
      }
    console.log(`${catalog}: per check`);
    for (const [kind, { pass, total }] of [...kinds].sort())
      console.log(
        `  ${kind.padEnd(24)} ${String(pass).padStart(3)} / ${String(total).padEnd(3)} ${pct(pass, total)}`,
      );
    console.log(
      `${catalog}: OVERALL ${passed} / ${results.length} (${pct(passed, results.length)}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    (output.catalogs as Record<string, unknown>)[catalog] = { passed, total: results.length, results };
  } finally {
    await api.close();
  }
}

if (jsonFile) {
  fs.writeFileSync(jsonFile, `${JSON.stringify(output, null, 2)}\n`);
  console.log(`results written to ${jsonFile}`);
}
