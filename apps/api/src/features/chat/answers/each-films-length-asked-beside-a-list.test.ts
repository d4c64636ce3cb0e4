import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

const listLines = (reply: string) => reply.split('\n').filter((line) => /^(?:\d+\.|-) \*\*\[/.test(line));

describe("POST /api/chat: 'and how long each one runs' beside a list asks for each film's runtime", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('lists the films asked for with the runtime on every line, in Portuguese and French', async () => {
    for (const prompt of [
      'lista de filmes do nolan e quanto dura cada um',
      'liste des films de kubrick et combien dure chacun',
    ]) {
      const lines = listLines(await ask(prompt));
      expect(lines.length, prompt).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(line, prompt).toMatch(/— \d+ min —/);
    }
  });
});
