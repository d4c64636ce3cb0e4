import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: "nothing violent" leaves out action, horror and war films unless asked for by name', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const genresOf = async (reply: string) =>
    Promise.all(
      moviesShownIn(reply).map(async ({ id }) => {
        const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
        return (body.genres as { name: string }[]).map((g) => g.name);
      }),
    );

  it.each([
    ['something to watch tonight, nothing violent', /^Here are/],
    ['algo para ver esta noche, nada violento', /^Aquí tienes/],
    ['un film pour ce soir, rien de violent', /^Voici/],
    ['ein Film für heute Abend, nichts Brutales', /^Hier sind/],
    ['um filme para hoje à noite, nada violento', /^Aqui estão/],
    ['un film per stasera, niente di violento', /^Ecco/],
  ])('%s', async (message, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    expect(reply).not.toMatch(/Deadpool|Mad Max/);
    const films = await genresOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const genres of films) {
      for (const genre of ['Action', 'Horror', 'War']) expect(genres).not.toContain(genre);
    }
  });

  it('keeps action when it is asked for by name', async () => {
    const films = await genresOf(await ask('an action movie, but nothing too violent'));
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const genres of films) expect(genres).toContain('Action');
  });
});
