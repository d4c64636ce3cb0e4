import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecommenderConfig, recommenderEnvSchema } from '@marquee/recommender';
import { envSchema, loadConfig } from './env.ts';

const repoRoot = loadConfig({}).repoRoot;

/** Variable names set or commented out in .env.example (`NAME=` at the start of a line). */
function documented(): Set<string> {
  const text = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
}

/** What `npm start` itself reads (scripts/*.mjs), besides the services' config schemas. */
function readByScripts(): string[] {
  const folder = path.join(repoRoot, 'scripts');
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.mjs'))
    .flatMap((file) => [
      ...fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/process\.env\.([A-Z0-9_]+)/g),
    ])
    .map((match) => match[1]!);
}

describe('.env.example', () => {
  // Developer tools (benchmarks, the recommender's offline evaluation, test setup) have their own variables,
  // documented where they are used; these are the ones a self-hoster sets.
  const read = new Set([
    ...Object.keys(envSchema.shape),
    ...Object.keys(recommenderEnvSchema.shape),
    ...readByScripts(),
  ]);

  it('documents every variable the API, the recommender and npm start read', () => {
    expect([...read].filter((name) => !documented().has(name))).toEqual([]);
  });

  it('documents no variable that nothing reads', () => {
    expect([...documented()].filter((name) => !read.has(name))).toEqual([]);
  });

  it('has a row in the settings table of docs/self-hosting.md for every variable read, and no other', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs/self-hosting.md'), 'utf8');
    const inTable = new Set(
      [...doc.matchAll(/^\| [^|]+ \| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]!),
    );
    expect([...read].filter((name) => !inTable.has(name))).toEqual([]);
    expect([...inTable].filter((name) => !read.has(name))).toEqual([]);
  });

  it('holds values the API and the recommender accept as they are', () => {
    const text = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const values = Object.fromEntries(
      [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]),
    );
    expect(() => loadConfig(values)).not.toThrow();
    expect(() => loadRecommenderConfig(values)).not.toThrow();
  });
});
