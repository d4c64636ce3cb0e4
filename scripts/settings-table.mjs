// The settings table of docs/self-hosting.md, made from .env.example, where each setting is written down once
// (its comment and example value). `node scripts/settings-table.mjs` rewrites the table; a test checks it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ENV_EXAMPLE = path.join(root, '.env.example');
export const SELF_HOSTING_DOC = path.join(root, 'docs/self-hosting.md');
const START = '<!-- settings table: made by scripts/settings-table.mjs from .env.example -->';
const END = '<!-- end of settings table -->';

/** Each setting of .env.example with its group and the comment above it (shared by the names right after it). */
export function settingsOf(envExample) {
  const settings = [];
  let group = '';
  let comment = [];
  let commentTaken = false;
  for (const line of envExample.split('\n')) {
    const heading = /^# --- (.+) ---$/.exec(line);
    const setting = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (heading) [group, comment] = [heading[1], []];
    else if (setting) {
      settings.push({ group, name: setting[1], example: setting[2], about: comment.join(' ') });
      commentTaken = true;
    } else if (line.startsWith('#')) {
      if (commentTaken) [comment, commentTaken] = [[], false];
      comment.push(line.replace(/^#\s?/, ''));
    } else [comment, commentTaken] = [[], false];
  }
  return settings.filter((setting) => setting.group);
}

const cell = (text) => text.replaceAll('|', '\\|');

export function settingsTable(envExample) {
  const rows = settingsOf(envExample).map(
    ({ group, name, example, about }) =>
      `| ${group} | \`${name}\` | ${example ? `\`${cell(example)}\`` : ''} | ${cell(about)} |`,
  );
  return [
    START,
    '',
    '| Group | Setting | Example | What it does |',
    '|---|---|---|---|',
    ...rows,
    '',
    END,
  ].join('\n');
}

/** The document with its table replaced by the one .env.example makes now. */
export function withCurrentTable(doc, envExample) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`${SELF_HOSTING_DOC} has no settings table markers`);
  return doc.slice(0, start) + settingsTable(envExample) + doc.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const doc = fs.readFileSync(SELF_HOSTING_DOC, 'utf8');
  fs.writeFileSync(SELF_HOSTING_DOC, withCurrentTable(doc, fs.readFileSync(ENV_EXAMPLE, 'utf8')));
}
