// docs/architecture.md is the newcomer's map: this keeps it true to the tree. Its folder table names every
// workspace and what each may import (checked against the package.json files), its API layers name every module
// besides the repositories that queries the database, and every file, folder and package it names in backticks
// exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface Workspace {
  folder: string;
  name: string;
  exports: Record<string, string>;
  /** Our packages it depends on, by their short name (`@marquee/db` -> `db`). */
  ours: string[];
}

/** The root package.json's workspaces, each glob read from disk (`packages/*`) as npm does. */
function workspaces(): Workspace[] {
  const folders = (readJson('package.json').workspaces as string[]).flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  return folders
    .filter((folder) => fs.existsSync(path.join(root, folder, 'package.json')))
    .map((folder) => {
      const pkg = readJson(`${folder}/package.json`);
      const exports = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
      const ours = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
        .filter((dependency) => dependency.startsWith('@marquee/'))
        .map((dependency) => dependency.slice('@marquee/'.length));
      return { folder, name: pkg.name as string, exports, ours };
    });
}

/** The rows of the table under "Packages and who may import whom": folder -> its "may import" cell. */
function folderTable(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of section('Packages and who may import whom').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const folder = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (folder) rows.set(folder, cells.at(-2)!);
  }
  return rows;
}

/** Whether a "may import" cell allows depending on our package `short` (`db`), which lives in `folder`. */
function allows(cell: string, short: string, folder: string): boolean {
  if (/nothing of ours/.test(cell)) return false;
  const words = new Set(cell.toLowerCase().match(/[a-z][a-z-]*/g) ?? []);
  return words.has(short) || (folder.startsWith('packages/') && words.has('packages'));
}

/** The text of the section of docs/architecture.md whose title starts with `title`. */
function section(title: string): string {
  const found = doc.split(/^## /m).find((part) => part.startsWith(title));
  if (!found) throw new Error(`docs/architecture.md has no "${title}" section`);
  return found;
}

/** A Kysely query or raw SQL: what only repositories and the modules the doc names may write. */
const QUERIES_THE_DATABASE = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\(|\bsql`/;

/** The API's product modules outside `*.repository.ts` that query the database, relative to `apps/api/src`. */
function apiModulesQueryingTheDatabase(): string[] {
  const prefix = 'apps/api/src/';
  return sourceFiles()
    .filter((file) => file.startsWith(prefix) && /\.tsx?$/.test(file) && !file.endsWith('.repository.ts'))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.split('/').includes('testing'))
    .filter((file) => QUERIES_THE_DATABASE.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .map((file) => file.slice(prefix.length));
}

describe('docs/architecture.md', () => {
  const all = workspaces();

  it('its folder table has one row per workspace, and only those', () => {
    expect([...folderTable().keys()].sort()).toEqual(all.map((workspace) => workspace.folder).sort());
  });

  it("each workspace depends only on what the table's 'may import' column allows it", () => {
    const table = folderTable();
    const folderOf = new Map(all.map((workspace) => [workspace.name, workspace.folder]));
    const notAllowed = all.flatMap((workspace) =>
      workspace.ours
        .filter(
          (short) => !allows(table.get(workspace.folder) ?? '', short, folderOf.get(`@marquee/${short}`)!),
        )
        .map((short) => `${workspace.folder} depends on @marquee/${short}`),
    );
    expect(notAllowed).toEqual([]);
  });

  it('names every module of the API besides the repositories that queries the database', () => {
    const layers = section('Layers inside the API');
    const unnamed = apiModulesQueryingTheDatabase().filter((module) => !layers.includes(`\`${module}\``));
    expect(unnamed).toEqual([]);
  });

  it('every file, folder and package it names in backticks exists', () => {
    const named = [...doc.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
    const missing: string[] = [];
    const byName = new Map(all.map((workspace) => [workspace.name, workspace]));
    for (const token of new Set(named)) {
      if (token.startsWith('@marquee/')) {
        // A package, or one of its `exports` (@marquee/harness/browser).
        const [scope, name, ...rest] = token.split('/');
        const workspace = byName.get(`${scope}/${name}`);
        const subpath = rest.length ? `./${rest.join('/')}` : '.';
        if (!workspace || !(subpath in workspace.exports)) missing.push(token);
      } else if (/^(apps|packages|services|scripts|e2e|bench|docs|\.ci)\//.test(token)) {
        if (!fs.existsSync(path.join(root, token))) missing.push(token);
      } else if (/^[\w.-]+\/[\w./-]*\.(ts|tsx|mjs|md)$/.test(token)) {
        // A path inside a workspace's sources (platform/watch-log.ts): some file ends with it.
        if (!sourceFiles().some((file) => file.endsWith(`/${token}`))) missing.push(token);
      }
    }
    expect(missing).toEqual([]);
  });
});

let files: string[] | undefined;
/** Every file under the workspaces' folders, repository-relative, without node_modules and builds. */
function sourceFiles(): string[] {
  if (files) return files;
  files = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (['node_modules', 'dist', '.cache'].includes(entry.name)) continue;
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else files!.push(relative);
    }
  };
  for (const top of ['apps', 'packages', 'services', 'scripts', 'e2e', 'bench']) walk(top);
  return files;
}
