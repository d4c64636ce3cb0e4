import fs from 'node:fs';
import { parsePrompt } from './understanding/parse-prompt.ts';
for (const line of fs.readFileSync(process.argv[2]!, 'utf8').split('\n').filter((l) => l.trim())) {
  const p = parsePrompt(line, {} as never);
  console.log(line.padEnd(60), p.language, JSON.stringify(p.question ?? null));
}
