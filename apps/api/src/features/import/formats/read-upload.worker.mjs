// Worker entry. A process started from fresh bundles (@marquee/server-bundle: npm start, npm test) names their
// folder in MARQUEE_SERVER_BUNDLES, and the thread runs this worker's bundle; otherwise it registers tsx in this
// thread (a worker cannot take --import, and the registration costs each new thread about half a CPU-second),
// then runs the TypeScript worker.
import fs from 'node:fs';
import path from 'node:path';

const bundles = process.env.MARQUEE_SERVER_BUNDLES;
const bundle = bundles && path.join(bundles, 'read-upload.worker.mjs');
if (bundle && fs.existsSync(bundle)) {
  await import(bundle);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./read-upload.worker.ts');
}
