import { describe, expect, it } from 'vitest';
import { filmFacts, shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

const PARASITE = 496243;

/** Words said in passing, as people type them, change nothing of what they ask. */
describe('POST /api/chat: what is said in passing is no part of the request', () => {
  const { ask, askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const directors = async (id: number) =>
    (await testApp().context.catalog.getCredits(id))?.crew
      .filter((member) => member.job === 'Director')
      .map((member) => member.name) ?? [];

  it('ends a name at the particle of a German separable verb', async () => {
    const films = moviesShownIn(await ask('such mir ein paar filme von nolan raus'));
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) expect(await directors(film.id)).toContain('Christopher Nolan');
  });

  it('answers a softened "a bot, or someone behind it?" about the assistant, with no films', async () => {
    const reply = await ask("t'es vraiment un robot ou il y a quelqu'un derrière ?");
    expect(moviesShownIn(reply)).toEqual([]);
  });

  it('reads "q" typed for "que" in a question about a film of the list', async () => {
    const { answer, before } = await askAfter('unas pelis de acción', 'y la tercera de q trata?');
    expect(moviesShownIn(answer)[0]?.id).toBe(before[2]);
  });

  it.each([
    ["dei film d'animazione", 'e il secondo di chi è?', 1],
    ['ein paar Science-Fiction-Filme', 'und der erste ist von wem?', 0],
  ])('after "%s", "%s" names who directed that film', async (first, next, index) => {
    const { answer, before } = await askAfter(first, next);
    const [director] = await directors(before[index]!);
    expect(answer).toContain(director);
    expect(moviesListedIn(answer).length).toBeLessThanOrEqual(1);
  });

  it('takes "that one I have seen, another?" after a list as another film of the same request', async () => {
    const { answer, before } = await askAfter('me indica 3 comédias', 'o segundo eu já vi, outro?');
    const films = await shownFilmFacts(testApp(), answer);
    expect(films.length).toBeGreaterThan(0);
    for (const film of films) {
      expect(before).not.toContain(film.id);
      expect(film.genres).toContain('Comedy');
    }
  });

  it('leaves a "though" closing a remark out of the kind turned down', async () => {
    const { answer } = await askAfter('an action movie', 'not sci-fi though');
    const films = await shownFilmFacts(testApp(), answer);
    expect(films.length).toBeGreaterThan(0);
    for (const film of films) {
      expect(film.genres).toContain('Action');
      expect(film.genres).not.toContain('Science Fiction');
    }
  });

  it('reads a length before "out of those" as a length, among the films shown', async () => {
    const { answer, before } = await askAfter('some sci-fi movies', 'something under 2 hours out of those?');
    const films = await shownFilmFacts(testApp(), answer);
    expect(films.length).toBeGreaterThan(0);
    for (const film of films) {
      expect(before).toContain(film.id);
      expect(film.runtime).toBeLessThanOrEqual(120);
    }
  });

  it('reads a headcount after a filler "like" as the group, and "young and old" as a family audience', async () => {
    const films = await shownFilmFacts(
      testApp(),
      await ask('team outing, like 12 people, young and old, nothing scary'),
    );
    expect(films.length).toBeGreaterThanOrEqual(2);
    const forFamilies = films.filter((film) =>
      film.genres.some((genre) => ['Family', 'Animation'].includes(genre)),
    );
    expect(forFamilies.length / films.length).toBeGreaterThanOrEqual(0.7);
    for (const film of films) expect(film.genres).not.toContain('Horror');
  });

  it.each(['ein richtig langer Film für den ganzen Sonntag', 'una peli bien larga, tipo epopeya'])(
    '"%s" asks for an epic length',
    async (prompt) => {
      const films = moviesShownIn(await ask(prompt));
      expect(films.length).toBeGreaterThanOrEqual(2);
      for (const film of films)
        expect((await filmFacts(testApp(), film.id)).runtime).toBeGreaterThanOrEqual(150);
    },
  );

  it('knows a family scheming its way into a house, told in Portuguese', async () => {
    const reply = await ask('esqueci o nome: uns pobres se infiltram aos poucos na casa de uma família rica');
    expect(moviesShownIn(reply)[0]?.id).toBe(PARASITE);
  });
});
