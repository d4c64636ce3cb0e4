import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: films asked by the title they go by in another language', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['chi ha diretto le iene?', 500],
    ['quanto dura uma babá quase perfeita', 788],
    ['wer spielt in die üblichen verdächtigen mit', 629],
    ['pelis como corazón valiente', 197],
    ['io e annie di che anno è', 703],
    ['filmes tipo todo mundo quase morto', 747],
  ])('%s: film %i first', async (prompt, id) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply)[0]?.id, prompt).toBe(id);
  });
});
