// Type-checks every project the root tsconfig.json references, one after the other: each workspace is checked
// with the globals of where it runs, so browser code cannot use Node's APIs nor the API the DOM's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { references } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

let failed = 0;
for (const { path: project } of references) {
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
