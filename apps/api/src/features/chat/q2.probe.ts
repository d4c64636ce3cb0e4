import fs from 'node:fs';
import { parsePrompt } from './understanding/parse-prompt.ts';
for (const line of fs.readFileSync(process.argv[2]!, 'utf8').split('\n').filter((l) => l.trim())) {
  const p = parsePrompt(line, {} as never);
  const q = Object.fromEntries(Object.entries(p.query).filter(([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)));
  console.log(line, '\n   ', p.language, JSON.stringify(q), JSON.stringify(p.question ?? null), p.leftover);
}
