import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('layout words: bullets, the order by year and the columns asked, in every language', () => {
  it.each([
    ['drei Dramen in einer Punkteliste, nach Datum geordnet, der älteste zuerst', 'oldest'],
    ['comedias, de la más antigua a la más reciente', 'oldest'],
    ['comédies, du plus récent au plus ancien', 'release_date'],
    ['filmes de terror, do mais antigo ao mais recente', 'oldest'],
    ['westerns from oldest to newest', 'oldest'],
  ])('%s -> %s', (prompt, order) => {
    const parsed = parsePrompt(prompt);
    expect(parsed.query.sort).toBe(order);
    expect(parsed.query.theme).toBeUndefined();
  });

  it.each([
    'three westerns, add their runtime beside each',
    'tres westerns, ponles la duración al lado',
    'drei Western, schreib die Laufzeit dazu',
    'trois westerns, ajoute la durée pour chacun',
    'tre western, aggiungi la durata accanto',
  ])('%s asks for the runtime beside each film, and westerns', (prompt) => {
    const parsed = parsePrompt(prompt);
    expect(parsed.layout?.columns).toEqual(['runtime']);
    expect(parsed.query.genreIds).toEqual([37]);
    expect(parsed.leftover).toBe('');
  });
});

describe('POST /api/chat: layouts, follow-ups, themes and a cast asked in other words', () => {
  const { ask, testApp, askAfter: after } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const detailsOf = async (reply: string) =>
    Promise.all(
      moviesShownIn(reply).map(async ({ id, year }) => {
        const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
        const genres = (body.genres as { id: number }[]).map((genre) => genre.id);
        return { year, genres, words: `${body.title} ${body.overview ?? ''}` as string };
      }),
    );

  it('lists a bulleted list sorted oldest first, the year beside each film', async () => {
    const reply = await ask('drei Dramen als Punkteliste, nach Jahr sortiert, die ältesten zuerst');
    expect(reply).toMatch(/^- \*\*\[.*\]\(\/movie\/\d+\)\*\* \(\d{4}\)/m);
    const years = moviesShownIn(reply).map((film) => film.year ?? 0);
    expect(years).toHaveLength(3);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it.each([
    ['a few comedies', 'could you show those again as a table with the director'],
    ['unas comedias', 'ponlas en una tabla con el año y la duración'],
    ['ein paar Komödien', 'kannst du das nochmal als Tabelle machen'],
  ])('lays the last list out again as a table: %s -> %s', async (first, next) => {
    const { reply, answer: nextReply } = await after(first, next);
    expect(nextReply).toMatch(/\|[^\n]*\|[^\n]*\n\|\s*-{3,}/);
    expect(moviesListedIn(nextReply).map((film) => film.id)).toEqual(
      moviesListedIn(reply).map((film) => film.id),
    );
  });

  it.each([
    ["des films d'horreur des années 80", 'et quelque chose de plus récent, après 2010 ?', 27],
    ['Science-Fiction aus den 80ern', 'danke! und was Neueres, nach 2010?', 878],
  ])('keeps the kind asked when a follow-up asks for newer years: %s', async (first, next, genre) => {
    const films = await detailsOf((await after(first, next)).answer);
    expect(films.length).toBeGreaterThan(0);
    for (const film of films) {
      expect(film.year).toBeGreaterThan(2010);
      expect(film.genres).toContain(genre);
    }
  });

  it.each([
    ['en', 'films about organised crime, like mob families and stuff'],
    ['fr', 'des films de gangsters, genre familles mafieuses'],
  ])('%s: words after "like" that name a theme list films about it: %s', async (_lang, message) => {
    const films = await detailsOf(await ask(message));
    expect(films.length).toBeGreaterThanOrEqual(2);
    const about = films.filter((film) =>
      /mafia|\bmob|gangster|crime family|godfather|corleone/i.test(film.words),
    );
    expect(about.length / films.length).toBeGreaterThanOrEqual(0.6);
  });

  it.each([
    ['en', 'i want a puppy film where nobody dies', /^Here are/],
    ['es', 'una de perros en la que el perro no se muera', /^Aquí tienes/],
    ['fr', 'un film de chien où le chien ne meurt pas', /^Voici/],
  ] as const)(
    '%s: a wish about the ending is a request, not a story: %s',
    async (_lang, message, opening) => {
      const reply = await ask(message);
      expect(reply).toMatch(opening);
      const films = await detailsOf(reply);
      expect(films.length).toBeGreaterThanOrEqual(1);
      const about = films.filter((film) => /\bdogs?\b|pupp|dalmatian/i.test(film.words));
      expect(about.length / films.length).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each([
    ["who's all in titanic?", /Leonardo DiCaprio/],
    ['wer spielt denn so alles in Titanic mit', /Zur Besetzung von .*Titanic.*Leonardo DiCaprio/],
  ])('names the cast when asked who all plays in a film: %s', async (message, cast) => {
    expect(await ask(message)).toMatch(cast);
  });
});
