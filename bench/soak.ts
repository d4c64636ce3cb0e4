import type { DatabaseEngine } from '@marquee/db';
import { numberOptions } from './lib/cli.ts';
import { summarize, runSoak } from '@marquee/harness';

/**
 * `npm run bench:soak -- --duration 60 --users 50 [--engine postgres]`: the long soak. Exits non-zero on any
 * 5xx, hung request, or disagreement between the acknowledged writes and the database.
 * `--crash-after N` makes it the long crash run (kill -9 after N acknowledged writes, restart, verify).
 */
const options = numberOptions({ duration: 60, users: 50, seed: 1, 'crash-after': 0 });
if (options.engine.includes('postgres') && !process.env.TEST_DATABASE_URL) {
  console.error(
    '--engine postgres needs TEST_DATABASE_URL=postgres://user@host:5432/database (a scratch database)',
  );
  process.exit(2);
}
let failed = false;
for (const engine of options.engine as DatabaseEngine[]) {
  const crash = options['crash-after'] > 0;
  console.log(`\n## ${crash ? 'crash' : 'soak'} on ${engine}: ${options.users} users, ${options.duration} s`);
  const result = await runSoak({
    engine,
    users: options.users,
    durationMs: options.duration * 1000,
    seed: options.seed,
    crashAfterWrites: crash ? options['crash-after'] : undefined,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`  ${summarize(result.report)}`);
  if (result.afterRestart) console.log(`  after restart: ${summarize(result.afterRestart)}`);
  const problems = [
    ...result.report.serverErrors.map((sample) => `5xx: ${JSON.stringify(sample)}`),
    ...result.report.hung.map((sample) => `hung: ${JSON.stringify(sample)}`),
    ...(crash ? [] : result.report.transportErrors.map((sample) => `transport: ${JSON.stringify(sample)}`)),
    ...result.report.unexpected.map((sample) => `unexpected: ${JSON.stringify(sample)}`),
    ...result.problems,
    ...(result.afterRestartProblems ?? []),
  ];
  console.log(
    problems.length === 0
      ? '  database agrees exactly with every acknowledged write'
      : `  ${problems.length} PROBLEMS:\n  ${problems.slice(0, 50).join('\n  ')}`,
  );
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
