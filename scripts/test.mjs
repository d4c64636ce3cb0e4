// `npm test`: builds the web app if needed (the browser suite serves it), then runs every Vitest project.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from '@marquee/web/build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuilt();
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
