import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';
import { NOT_OLD_FROM } from '../understanding/extractors/old-films.extractor.ts';

describe('POST /api/chat: a theme asked for with a change', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const factsOf = async (reply: string) =>
    Promise.all(moviesListedIn(reply).map(({ id }) => filmFacts(testApp(), id)));

  it.each([
    'spy movies but no mission impossible please',
    'Filme über Spione, aber keine Mission Impossible',
  ])('a series turned down by name leaves all its films out: %s', async (message) => {
    const films = await factsOf(await ask(message));
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) expect(film.title).not.toMatch(/mission/i);
  });

  it.each([
    ['a funny spy movie', /^Here are/],
    ['a comedy about dogs', /^Here are/],
  ])('a tone beside a theme keeps the theme, with no other comedies: %s', async (message, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    const films = await factsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(1);
    expect(films.length).toBeLessThan(3);
    for (const film of films) expect(film.genres).toContain('Comedy');
  });

  it.each(['something optimistic about astronauts', 'algo esperanzador sobre astronautas'])(
    'a hopeful tone leaves horror out: %s',
    async (message) => {
      const films = await factsOf(await ask(message));
      expect(films.length).toBeGreaterThanOrEqual(2);
      for (const film of films) expect(film.genres).not.toContain('Horror');
    },
  );

  it.each(['films about the nazis but no battle scenes', 'films sur les nazis, sans scènes de bataille'])(
    'battles turned down leave war action out: %s',
    async (message) => {
      const films = await factsOf(await ask(message));
      expect(films.length).toBeGreaterThanOrEqual(2);
      for (const film of films) expect(film.genres).not.toContain('Action');
    },
  );

  it('a country where the films take place is no language asked for', async () => {
    const reply = await ask('movies that take place in italy');
    const films = await factsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    expect(films.filter((film) => film.language !== 'it').length).toBeGreaterThanOrEqual(2);
  });

  it.each(['japanese films but not too old', 'des films japonais, mais pas trop vieux'])(
    'old films turned down: %s',
    async (message) => {
      const films = await factsOf(await ask(message));
      expect(films.length).toBeGreaterThanOrEqual(2);
      for (const film of films) {
        expect(film.language).toBe('ja');
        expect(film.year).toBeGreaterThanOrEqual(NOT_OLD_FROM);
      }
    },
  );

  it('a title praised in a sentence of its own is the seed', async () => {
    const reply = await ask('whiplash was incredible. more like that please');
    expect(reply).toMatch(/^If you liked \*\*\[Whiplash\]/);
  });

  it('a title changed into a comedy keeps its own kind too', async () => {
    const reply = await ask('jaws but make it a comedy');
    expect(reply).toMatch(/\[Jaws\]/);
    const films = (await factsOf(reply)).filter((film) => film.title !== 'Jaws');
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) expect(film.genres).toContain('Comedy');
  });

  it('a scary film for teenagers whose age is said of them', async () => {
    const reply = await ask('my niece and her friends, they’re 15, want something scary');
    const films = await factsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) expect(film.genres).toContain('Horror');
  });
});
