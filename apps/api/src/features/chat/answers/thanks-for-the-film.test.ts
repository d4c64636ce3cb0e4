import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: thanks with a word on the film just seen is small talk, not a kind of film asked for', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['a comedy', 'thanks, it was funny', /welcome/i],
    ['una comedia', 'gracias, estuvo buenísima', /De nada/],
    ['une comédie', "merci, c'était drôle", /plaisir/],
    ['eine Komödie', 'danke, war lustig', /Gern geschehen/],
    ['uma comédia', 'obrigado, foi muito engraçado', /nada|prazer/i],
    ['una commedia', 'grazie, era divertente', /Figurati|Prego/],
  ])('%s -> %s', async (first, thanks, welcome) => {
    const listed = await ask(first);
    expect(moviesShownIn(listed).length).toBeGreaterThanOrEqual(3);
    const reply = await ask(thanks, {
      history: [
        { text: first, isBot: false },
        { text: listed, isBot: true },
      ],
    });
    expect(moviesShownIn(reply)).toHaveLength(0);
    expect(reply).toMatch(welcome);
  });

  it('still reads a request said after the thanks', async () => {
    const reply = await ask('danke! jetzt was lustiges');
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });
});
