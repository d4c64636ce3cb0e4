import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: what someone hates is turned down, a length and everything listed after it', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const filmsOf = async (reply: string) =>
    Promise.all(
      moviesShownIn(reply).map(async ({ id }) => {
        const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
        return {
          runtime: body.runtime as number,
          genres: (body.genres as { name: string }[]).map((g) => g.name),
        };
      }),
    );

  it.each([
    ["date night, my boyfriend can't stand long films and anything violent", /^Here are/],
    ['noche de pelis, mi pareja odia las películas largas y todo lo violento', /^Aquí tienes/],
    ['ma copine déteste les films longs et tout ce qui est violent', /^Voici/],
    ['meine freundin hasst lange filme und alles brutale', /^Hier sind/],
    ['minha namorada odeia filmes longos e qualquer coisa violenta', /^Aqui estão/],
    ['la mia ragazza odia i film lunghi e tutto ciò che è violento', /^Ecco/],
  ])('answers with short films, none of them horror or war: %s', async (message, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    const films = await filmsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const film of films) {
      expect(film.runtime).toBeLessThanOrEqual(120);
      expect(film.genres).not.toContain('Horror');
      expect(film.genres).not.toContain('War');
    }
  });
});
