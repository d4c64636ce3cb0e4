// `npm test`: builds the web app (the browser suite serves it) and the servers' bundles if needed, then runs every Vitest project.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from '@marquee/web/build';
import { useServerBundles } from '@marquee/server-bundle';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuilt();
// Before the test processes start: several building the same bundle at once would race.
await useServerBundles();
// Node keeps the compiled code of the modules it loads (V8's code cache, keyed by their contents) for the next
// process that loads them: the run starts some forty API processes (the server pool, suites with their own
// settings, npm start's), each loading the same bundle and packages (about 15% less CPU a start).
// A NODE_COMPILE_CACHE of the caller's own wins.
const env = { NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'node-compile-cache'), ...process.env };
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
