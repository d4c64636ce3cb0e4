import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/** The listed films (a seed named in the introduction is not listed), with their genres and companies. */
describe.each(routeTestEngines())('films like a seed with something turned down, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const listedFilms = async (reply: string) => {
    const lines = reply.split('\n').filter((line) => /^\d+\. /.test(line));
    return Promise.all(moviesShownIn(lines.join('\n')).map(({ id }) => filmFacts(testApp(), id)));
  };

  it.each([
    ['films like aliens minus the horror please', 679, 'Horror'],
    [
      'i really enjoyed jaws a lot, give me something in that vein that isnt actually a thriller',
      578,
      'Thriller',
    ],
    ['algo tipo Titanic pero sin tanto drama', 597, 'Drama'],
  ])('%j: like the seed, without the genre turned down', async (message, seedId, genre) => {
    const films = await listedFilms(await ask(message));
    expect(films.length).toBeGreaterThanOrEqual(3);
    expect(films.map((film) => film.id)).not.toContain(seedId);
    for (const film of films) expect(film.genres, film.title).not.toContain(genre);
  });

  it('adds up two titles joined by a plus, and lists neither back', async () => {
    const reply = await ask('toy story + monsters inc vibes, more please');
    expect(reply).toContain('(/movie/862)');
    expect(reply).toContain('(/movie/585)');
    const films = await listedFilms(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    expect(films.map((film) => film.id)).not.toContain(862);
    expect(films.map((film) => film.id)).not.toContain(585);
  });

  it('leaves out the studio turned down', async () => {
    const films = await listedFilms(await ask('something like finding nemo but no pixar stuff'));
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const film of films) expect(film.companies.join(', '), film.title).not.toMatch(/pixar/i);
  });

  it.each([
    ['Deutschsprachige Filme aus der Zeit vor 1970, bitte', 'de'],
    ['una commedia indiana, tipo bollywood', 'hi'],
  ])('%j: a kind of cinema named, not a title', async (message, language) => {
    const reply = await ask(message);
    const ids = moviesShownIn(reply).map(({ id }) => id);
    expect(ids.length).toBeGreaterThanOrEqual(1);
    for (const id of ids) {
      const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
      expect(body.original_language, body.title).toBe(language);
    }
  });
});
