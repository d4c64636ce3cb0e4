import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';

describe('POST /api/chat: everyday requests in every language', () => {
  const { ask, askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['es', 'me lo traduces al español?', /comedia/],
    ['de', 'kannst du es bitte nochmal auf deutsch sagen?', /Komödie/],
    ['it', 'puoi dirmelo in italiano?', /commedia/],
  ])(
    '%s: %j says the same films again in that language',
    async (_language, next, genreWord) => {
      const { answer, before } = await askAfter('some comedies please', next);
      expect(answer).toMatch(genreWord);
      const again = moviesShownIn(answer).map(({ id }) => id);
      expect(again.filter((id) => before.includes(id)).length).toBeGreaterThanOrEqual(3);
      // The first message of a process embeds the router's examples: slow on a busy machine.
    },
    120_000,
  );

  it.each([
    ['pt', 'tô entediado, me indica um filme?'],
    ['fr', 'tu me conseilles quoi ?'],
  ])('%s: a plain ask for a film, %j, gets films, not a question back', async (_language, message) => {
    const reply = await ask(message);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['en', 'a comedy in black & white please'],
    ['fr', 'une comédie en noir et blanc'],
    ['de', 'eine komödie in schwarz-weiß'],
  ])('%s: black and white asks for films of the black-and-white years: %j', async (_language, message) => {
    const films = await shownFilmFacts(testApp(), await ask(message));
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) expect(film.year, film.title).toBeLessThanOrEqual(1965);
  });

  it('a decade "or earlier" turned down asks for the years after it', async () => {
    const films = await shownFilmFacts(testApp(), await ask('a thriller, nothing from the 80s or earlier'));
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const film of films) expect(film.year, film.title).toBeGreaterThanOrEqual(1990);
  });
});
