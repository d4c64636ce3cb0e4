import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const CAST_AWAY = 8358;

describe("POST /api/chat: a castaway's film told by its story's things, in each language", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // 'preso numa ilha deserta … bola de vôlei': a deserted island, a ball talked to.
  it.each([
    [
      'es',
      'cómo se llama la peli donde un tipo se queda en una isla desierta y conversa con una pelota de voley',
      CAST_AWAY,
    ],
    ['de', 'der film wo einer auf einer einsamen insel festsitzt und mit einem ball redet', CAST_AWAY],
  ])('%s: "%s"', async (_language, prompt, film) => {
    expect(moviesShownIn(await ask(prompt))[0]?.id).toBe(film);
  });
});
