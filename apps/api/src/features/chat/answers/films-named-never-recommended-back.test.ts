import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: a film the message names is never recommended back, nor a long request read as a yes-or-no', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('leaves out films typed by their title when the words are read as a description', async () => {
    const reply = await ask('me flipparon the martian y the prestige, q mas me recomiendas en esa linea');
    const shown = moviesShownIn(reply).map((film) => film.id);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain(286217);
    expect(shown).not.toContain(1124);
  });

  it('reads a kind of film told at length after "ist" as a request, no film asked about', async () => {
    const reply = await ask('hey, was ist ein guter horrorfilm der nicht zu lang ist? max 100 minuten');
    expect(reply).toMatch(/^Hier sind .*Horrorfilme/);
  });

  it("reads a group's wishes joined by 'e' as a request, no yes-or-no about a film", async () => {
    const reply = await ask('siamo in quattro e uno vuole un horror');
    expect(reply).not.toMatch(/catalogo,? .* è un film/);
    expect(reply).toMatch(/\/movie\/\d+/);
  });
});
