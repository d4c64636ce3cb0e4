import { describe, expect, it } from 'vitest';
import { loadStarterCatalog } from '@marquee/catalog/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const catalog = loadStarterCatalog();
const HORROR = 27;
const horrorFilms = catalog.filter((movie) => movie.genre_ids.includes(HORROR)).length;
const nineties = catalog.filter((movie) => /^199\d/.test(movie.release_date)).length;
const directedBy = (name: string) =>
  catalog.filter((movie) => movie.directors.some((director) => director.name === name)).length;

/** The first number the reply says, as digits. */
const firstNumber = (reply: string) =>
  Number(/\b(\d+)\b/.exec(reply.replace(/\(\d{4}\)|\/movie\/\d+/g, ''))?.[1]);

describe('POST /api/chat: how many films the catalog has of a kind or by a person, in every language', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['wie viele horrorfilme gibt es bei euch', horrorFilms],
    ['quantos filmes de terror vcs tem', horrorFilms],
    ['how many films from the 90s are there', nineties],
    ['cuantas peliculas de los 90 hay en el catalogo', nineties],
  ])('%s: the count, then some of them', async (message, count) => {
    const reply = await ask(message);
    expect(firstNumber(reply)).toBe(count);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['quanti film di nolan ci sono?', 'Christopher Nolan'],
    ['combien de films de tarantino sur le site ?', 'Quentin Tarantino'],
    ['wie viele filme von spielberg habt ihr eigentlich', 'Steven Spielberg'],
    ['how many spielberg movies are on here', 'Steven Spielberg'],
  ])('%s: the person found by a surname, with the count of their films', async (message, name) => {
    const reply = await ask(message);
    expect(reply).toContain(name);
    expect(firstNumber(reply)).toBe(directedBy(name));
  });
});
