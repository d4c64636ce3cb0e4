import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ensureServerBundles, SERVER_ENTRIES } from './server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

describe('server bundles', () => {
  it('are rebuilt once a source is newer, and load whole', async () => {
    // Its own folder: the run's servers start from the shared one meanwhile.
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-servers-test-'));
    const bundles = (await ensureServerBundles(outDir))!;
    expect(Object.keys(bundles).sort()).toEqual(Object.keys(SERVER_ENTRIES).sort());
    const builtAt = fs.statSync(bundles.api).mtimeMs;
    // Nothing changed: the bundle is kept as it is.
    await ensureServerBundles(outDir);
    expect(fs.statSync(bundles.api).mtimeMs).toBe(builtAt);

    // Built before a source's last change (the bundle's record made older, not a source touched: the run's
    // other servers check the shared bundle against the sources): the next start runs a new bundle.
    const longAgo = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(path.join(outDir, 'meta.json'), longAgo, longAgo);
    await ensureServerBundles(outDir);
    expect(fs.statSync(bundles.api).mtimeMs).toBeGreaterThan(builtAt);

    const started = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import(${JSON.stringify(bundles.api)}).catch((error) => { console.error(error); process.exit(1); });`,
      ],
      // A safety net, not a measure: the load takes about 2 CPU-seconds, but a clean-clone CI on 2 busy cores once
      // starved it past 60 s (killed, status null) though it had printed its PORT refusal.
      { cwd: root, env: { ...process.env, PORT: 'not-a-port' }, encoding: 'utf8', timeout: 300_000 },
    );
    // PORT is refused by the settings check (exit 2) after every module loaded: the bundle resolves as a whole.
    expect(started.stderr).toContain('PORT');
    expect(started.status).toBe(2);
    fs.rmSync(outDir, { recursive: true, force: true });
  });
});
