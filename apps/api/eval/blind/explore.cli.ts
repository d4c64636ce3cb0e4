/**
 * `npx tsx apps/api/eval/blind/explore.cli.ts <conversations.jsonl> <replies.jsonl>`
 *
 * The exploratory round's runner (docs/chat-eval-rounds.md): plays each conversation of a JSON-lines file
 * (`{"id", "turns": [...], "movieId"?, "library"?}` and any other fields, kept as they are) against a real API on the
 * starter catalog, and writes the same lines with the assistant's `replies` (and an `error` when a turn failed). It
 * judges nothing: its testers judge the replies themselves, against what they wrote down before the run.
 */
import fs from 'node:fs';
import { CatalogReader, converse, startApi } from './blind-runner.ts';
import type { BlindCase } from './blind-types.ts';

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error('usage: explore.cli.ts <conversations.jsonl> <replies.jsonl>');
const conversations = fs
  .readFileSync(input, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Partial<BlindCase> & { id: string; turns: string[] });

const api = await startApi('starter');
const reader = new CatalogReader(api);
const played: string[] = [];
for (const [index, conversation] of conversations.entries()) {
  // Checks are no part of an exploratory conversation: the runner's case shape asks for some.
  const asCase = { class: 'mood-genre', lang: 'en', checks: [], ...conversation } as BlindCase;
  const { replies, error } = await converse(api, reader, asCase, index);
  played.push(JSON.stringify({ ...conversation, replies, ...(error ? { error } : {}) }));
  if ((index + 1) % 25 === 0) console.log(`${index + 1} / ${conversations.length}`);
}
fs.writeFileSync(output, `${played.join('\n')}\n`);
await api.close();
console.log(`${conversations.length} conversations played into ${output}`);
