// `npm test`: builds the web app (the browser suite serves it) and the servers' bundles if needed, then runs every Vitest project.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from '@marquee/web/build';
import { useServerBundles } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuilt();
// Before the test processes start: several building the same bundle at once would race.
await useServerBundles();
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
