import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { filmsOfAnswer } from '../understanding/conversation.ts';

/**
 * A series pointed at with no title ('the whole trilogy', 'la saga', 'diese Reihe') on a film's page is that film's
 * series, in release order; its last film is then the last one of that list.
 */
describe("POST /api/chat: 'the saga' on a film's page is the film's series", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['show me the whole trilogy in order', 121, [120, 121, 122]],
    ['todas las pelis de la saga por favor', 10193, [862, 10193]],
    ['alle Filme dieser Reihe', 1891, [11, 1891, 1892]],
  ])(
    '%s (page %i)',
    async (prompt, movieId, films) => {
      expect(filmsOfAnswer(await ask(prompt, { movieId }))).toEqual(films);
    },
    60_000,
  );

  it('answers the last of them after the list', async () => {
    const first = 'las pelis de esta trilogía?';
    const list = await ask(first, { movieId: 121 });
    const history = [
      { text: first, isBot: false },
      { text: list, isBot: true },
    ];
    const reply = await ask('¿y cuánto dura la última?', { movieId: 121, history });
    expect(reply).toMatch(/\[The Lord of the Rings: The Return of the King\]\(\/movie\/122\).*201/);
  }, 60_000);
});
