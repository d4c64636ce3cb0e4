import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('"before <year>" and "after <year>" bound the year in every language, never name it', () => {
  it.each([
    ['science fiction films made before 1990', { yearTo: 1989 }],
    ['pelis de ciencia ficción antes de 1990', { yearTo: 1989 }],
    ['des films de science-fiction sortis avant 1990', { yearTo: 1989 }],
    ['Science-Fiction-Filme vor 1990', { yearTo: 1989 }],
    ['filmes de ficção científica antes de 1990', { yearTo: 1989 }],
    ['film di fantascienza usciti prima del 1990', { yearTo: 1989 }],
    ['a comedy released after 2010', { yearFrom: 2011 }],
    ['une comédie sortie après 2010', { yearFrom: 2011 }],
    ['eine Komödie nach 2010', { yearFrom: 2011 }],
    ['una commedia uscita dopo il 2010', { yearFrom: 2011 }],
    ['uma comédia depois de 2010', { yearFrom: 2011 }],
    ['una comedia después de 2010', { yearFrom: 2011 }],
    ['des films entre 1980 et 1990', { yearFrom: 1980, yearTo: 1990 }],
    ['Filme zwischen 1980 und 1990', { yearFrom: 1980, yearTo: 1990 }],
    ['film tra il 1980 e il 1990', { yearFrom: 1980, yearTo: 1990 }],
    ['filmes entre 1980 e 1990', { yearFrom: 1980, yearTo: 1990 }],
    ['more like that but older, like pre-90s stuff', { yearTo: 1989 }],
    ['a pre-2000 thriller', { yearTo: 1999 }],
  ])('%s', (message, bounds) => {
    const { query } = parsePrompt(message);
    expect({ yearFrom: query.yearFrom, yearTo: query.yearTo }).toEqual({
      yearFrom: undefined,
      yearTo: undefined,
      ...bounds,
    });
  });
});

describe('POST /api/chat: films asked for before a year were all released before it', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const yearsOf = async (reply: string) =>
    Promise.all(
      moviesShownIn(reply).map(async ({ id }) => {
        const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
        return Number(String(body.release_date).slice(0, 4));
      }),
    );

  it.each([
    ['des films sortis avant 1990', /^Voici/],
    ['Filme vor 1990', /^Hier sind/],
    ['film usciti prima del 1990', /^Ecco/],
    ['filmes lançados antes de 1990', /^Aqui estão/],
  ])('%s', async (message, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    const years = await yearsOf(reply);
    expect(years.length).toBeGreaterThanOrEqual(3);
    for (const year of years) expect(year).toBeLessThan(1990);
  });
});
