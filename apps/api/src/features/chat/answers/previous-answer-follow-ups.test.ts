import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('POST /api/chat: follow-ups about the films just recommended', () => {
  const { testApp, askAfter: after } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const facts = async (id: number) => {
    const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
    return {
      runtime: body.runtime as number,
      year: Number((body.release_date as string).slice(0, 4)),
      genres: (body.genres as { name: string }[]).map((genre) => genre.name),
    };
  };

  it.each([
    ['good crime movies?', 'shorter ones', /^Here are/],
    ['des films policiers', 'plus courts', /^Voici/],
    ['krimis bitte', 'kürzere', /^Hier sind/],
    ['películas de crimen', 'más cortas', /^Aquí tienes/],
  ])('reads "shorter" as clearly shorter than every film shown: %s / %s', async (first, next, opening) => {
    const { before, answer } = await after(first, next);
    expect(answer).toMatch(opening);
    const shown = await Promise.all(before.map(facts));
    const shortestShown = Math.min(...shown.map((film) => film.runtime));
    const films = await Promise.all(moviesListedIn(answer).map((film) => facts(film.id)));
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) {
      expect(film.runtime).toBeLessThanOrEqual(shortestShown);
      expect(film.genres).toContain('Crime');
    }
  });

  it.each([
    ['recommend me one comedy. just one', 'nah not that one', /^Here are/],
    ['one horror film please, only one', 'something else', /^Here are/],
    ['recomiéndame una comedia, solo una', 'otra', /^Aquí tienes/],
    ['eine komödie, nur eine', 'was anderes', /^Hier sind/],
  ])(
    'gives another film of the same request when the pick is turned down: %s / %s',
    async (first, next, opening) => {
      const { before, answer } = await after(first, next);
      expect(answer).toMatch(opening);
      const films = moviesListedIn(answer).map((film) => film.id);
      expect(films).toHaveLength(1);
      expect(before).not.toContain(films[0]);
      const genre = /horror/.test(first) ? 'Horror' : 'Comedy';
      expect((await facts(films[0]!)).genres).toContain(genre);
    },
  );

  it.each([
    ['any good war movies', 'ok which of these are under 2 hours', /^Of those/],
    ['science fiction filme', 'welche davon sind kürzer als 2 stunden', /^Davon/],
    ['film di fantascienza', 'quali di questi durano meno di due ore?', /^Tra questi/],
    ['buenas películas de ciencia ficción', '¿cuáles de esas duran menos de dos horas?', /^De esas/],
  ])('answers "which of these" from the films just shown only: %s / %s', async (first, next, opening) => {
    const { before, answer } = await after(first, next);
    expect(answer).toMatch(opening);
    const films = moviesListedIn(answer).map((film) => film.id);
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const id of films) {
      expect(before).toContain(id);
      expect((await facts(id)).runtime).toBeLessThanOrEqual(120);
    }
    const fitting = (await Promise.all(before.map(facts))).filter((film) => film.runtime <= 120);
    expect(films).toHaveLength(fitting.length);
  });

  it.each([
    ['filmes do christopher nolan', 'só os de menos de duas horas', /^(?:Nenhum|Poucos) desses/],
    ['christopher nolan films', 'only those under 2 hours', /^(?:None|Only a few) of those/],
  ])(
    'narrows a person’s films to theirs that fit, more of theirs after the few shown: %s / %s',
    async (first, next, opening) => {
      const { before, answer } = await after(first, next);
      expect(answer).toMatch(opening);
      const films = moviesListedIn(answer).map((film) => film.id);
      expect(films.length).toBeGreaterThanOrEqual(2);
      expect(films.some((id) => !before.includes(id))).toBe(true);
      for (const id of films) {
        expect((await facts(id)).runtime).toBeLessThanOrEqual(120);
        const credits = await testApp().context.catalog.getCredits(id);
        const directors = credits?.crew.filter((member) => member.job === 'Director');
        expect(directors?.map((member) => member.name)).toContain('Christopher Nolan');
      }
    },
  );

  it('keeps "just the ones…" after a genre’s films to those shown', async () => {
    const { before, answer } = await after(
      'films de science-fiction',
      'seulement ceux de moins de deux heures',
    );
    const films = moviesListedIn(answer).map((film) => film.id);
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const id of films) expect(before).toContain(id);
  });
});
