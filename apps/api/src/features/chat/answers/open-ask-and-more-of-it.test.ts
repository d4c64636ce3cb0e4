import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('POST /api/chat: an open request for a film, asked to the assistant, and more of it', () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('answers another round of the best loved, none shown before, when more is asked after an open request', async () => {
    const { reply, answer, before } = await askAfter('suggest a film', 'give me another');
    expect(reply).toMatch(/^Here are some of the best-loved movies/);
    expect(answer).toMatch(/^Here are more of the best-loved movies/);
    const again = moviesListedIn(answer).map((film) => film.id);
    expect(again.length).toBeGreaterThan(0);
    expect(again.filter((id) => before.includes(id))).toEqual([]);
  });

  it('reads the asking verb said to the assistant in Spanish, Italian and French, replying in that language', async () => {
    expect(await ask('¿y tú qué me recomiendas?')).toMatch(
      /^Aquí tienes algunas de las películas más queridas/,
    );
    expect(await ask('tu cosa mi consigli stasera?')).toMatch(/^Ecco alcuni dei film più amati/);
    expect(await ask('vous me conseillez quoi ?')).toMatch(
      /^Voici quelques-uns des films les plus appréciés/,
    );
  });
});
