import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@marquee/harness';

/**
 * npm run bench — every benchmark area in turn, each in its own process, printed as it runs and written to
 * bench/RESULTS.md with the machine and the date. Figures are ratios to baselines measured in the same run,
 * so they compare across machines; absolute numbers are this machine's only. `--only http,search` runs some.
 */
const AREAS = [
  {
    name: 'catalog',
    title: 'Catalog routes and search over the starter catalog and the imported dataset (bench:catalog)',
    script: 'bench/catalog/catalog.bench.ts',
  },
  {
    name: 'http',
    title: 'Read routes: catalog, recommendations, personal data (bench:http)',
    script: 'bench/http.bench.ts',
  },
  {
    name: 'search',
    title: 'Search growth over synthetic catalogs up to 1,000,000 titles (bench:search)',
    script: 'bench/search.bench.ts',
  },
  {
    name: 'import',
    title:
      'Importing Letterboxd diaries: 5,000 rows, then 50,000 and 100,000 beside health checks (bench:import)',
    script: 'bench/import.bench.ts',
  },
  {
    name: 'watch-tonight',
    title: 'Watch tonight: a group pick for 3 users over real HTTP to the recommender (bench:watch-tonight)',
    script: 'bench/watch-tonight.bench.ts',
  },
  {
    name: 'webhooks',
    title:
      'Webhooks: finished-movie deliveries against the health route under the soak’s mixed traffic (bench:webhooks)',
    script: 'bench/webhooks.bench.ts',
  },
  {
    name: 'web',
    title: 'Web: initial JavaScript and CSS per route, Lighthouse (bench:web)',
    script: 'bench/web.bench.ts',
  },
  // The long robustness runs; `npm test` keeps a short smoke of each (e2e/soak-and-crash.test.ts).
  {
    name: 'soak',
    title: 'Soak: 50 users of mixed traffic for 60 s, every acknowledged write read back (bench:soak)',
    script: 'bench/soak.ts',
  },
  {
    name: 'crash',
    title:
      'Crash: kill -9 under load after 300 writes, restart, every acknowledged write found (bench:crash)',
    script: 'bench/soak.ts',
    args: ['--duration', '30', '--users', '20', '--crash-after', '300'],
  },
];

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? new Set((process.argv[onlyIndex + 1] ?? '').split(',')) : undefined;

function run(script: string, args: string[] = []): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const chunks: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      chunks.push(String(chunk));
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => resolve({ output: chunks.join(''), code }));
  });
}

const started = new Date();
const sections: string[] = [];
let failures = 0;
for (const area of AREAS) {
  if (only && !only.has(area.name)) continue;
  if (!fs.existsSync(path.join(repoRoot, area.script))) {
    sections.push(`## ${area.title}\n\n(not present in this checkout: ${area.script})\n`);
    continue;
  }
  console.log(`\n# ${area.title}\n`);
  const { output, code } = await run(area.script, 'args' in area ? area.args : []);
  if (code !== 0) failures += 1;
  sections.push(
    `## ${area.title}\n\n${code === 0 ? 'All targets met.' : `**Some targets missed** (exit code ${code}).`}\n\n${output.trim()}\n`,
  );
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; load average at start ${os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ')}`;
const report = `# Benchmark results

Produced by \`npm run bench\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC.

Machine: ${machine}.

Every throughput figure is a ratio to bare Fastify routes measured in the same run on the same machine, in the same process arrangement as the API: one replaying the route's own answers byte for byte (the targets' baseline: what the API adds over the fastest possible server of the same bytes) and one answering a small object (what the size of the answer costs on top; see docs/decisions/004). Routes are asked as a browser asks, compression accepted. Absolute numbers only describe this machine at that moment (a shared, noisy one: see the load average). The soak and crash sections are the long robustness runs (\`npm run bench:soak\`, \`npm run bench:crash\`).

${sections.join('\n')}`;
if (!only) fs.writeFileSync(path.join(repoRoot, 'bench/RESULTS.md'), report);
console.log(only ? '\n(--only: bench/RESULTS.md left as it was)' : '\nwritten to bench/RESULTS.md');
process.exit(failures === 0 ? 0 : 1);
