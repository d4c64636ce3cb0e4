import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_EXAMPLE, SELF_HOSTING_DOC, settingsOf, withCurrentTable } from './settings-table.mjs';

const root = path.resolve(import.meta.dirname, '..');
const envExample = fs.readFileSync(ENV_EXAMPLE, 'utf8');

describe('docs/self-hosting.md settings table', () => {
  it('is the table .env.example makes (run `node scripts/settings-table.mjs` after changing it)', () => {
    const doc = fs.readFileSync(SELF_HOSTING_DOC, 'utf8');
    expect(withCurrentTable(doc, envExample)).toBe(doc);
  });

  it('gives every setting a description', () => {
    expect(settingsOf(envExample).filter((setting) => !setting.about)).toEqual([]);
  });
});

describe.each(['compose.sqlite.yaml', 'compose.yaml'])('%s', (file) => {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const serviceBlock = text.slice(text.indexOf('  marquee:'), text.indexOf('\n  postgres:') >>> 0);

  it('lets the app drain before the runtime kills it', () => {
    expect(serviceBlock).toMatch(/^ {4}stop_grace_period: (1[0-9]|[2-5][0-9])s$/m);
  });

  it('passes every setting of .env to the app, fixing only what the container decides', () => {
    const sqliteText = fs.readFileSync(path.join(root, 'compose.sqlite.yaml'), 'utf8');
    // compose.yaml extends the service of compose.sqlite.yaml, env_file included.
    expect(sqliteText).toMatch(/^ {4}env_file:\n {6}- path: \.env\n {8}required: false$/m);
    if (file === 'compose.yaml') expect(serviceBlock).toMatch(/extends:\n\s+file: compose\.sqlite\.yaml/);
    const environment = /^ {4}environment:\n((?: {6}.*\n)+)/m.exec(serviceBlock)?.[1] ?? '';
    const fixed = [...environment.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
    const containerDecides = ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL'];
    expect(fixed.filter((name) => !containerDecides.includes(name))).toEqual([]);
  });
});
