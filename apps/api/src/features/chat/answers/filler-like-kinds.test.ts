import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: a filler "like" before words asking for a kind, when no film has that title', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const genresOf = async (reply: string) =>
    (await shownFilmFacts(testApp(), reply)).map((film) => film.genres);

  it.each([
    ['i want to be scared tonight, like proper spooky, just no blood', /^Here are/],
    ['algo de miedo para esta noche, tipo escalofriante pero sin sangre', /^Aquí tienes/],
    ['um filme pra hoje que dê medo, tipo arrepiante mas sem sangue', /^Aqui estão/],
  ])('lists horror films for %j, none of the goriest', async (message, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    const films = await genresOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const genres of films) expect(genres).toContain('Horror');
  });

  it('reads a kind after "like" beside a theme', async () => {
    const reply = await ask('any good movies on singers? like bands actually playing music together');
    expect(reply).not.toMatch(/couldn't find that title/);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });

  it('still takes a title the catalog has, whatever its words', async () => {
    const reply = await ask('something like the dark knight');
    expect(reply.split('\n')[0]).toMatch(/The Dark Knight/);
  });
});
