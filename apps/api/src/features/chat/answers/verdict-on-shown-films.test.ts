import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('POST /api/chat: a verdict on the films just shown keeps their request', () => {
  const { testApp, askAfter: after } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const facts = async (id: number) => {
    const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
    return {
      runtime: body.runtime as number,
      genres: (body.genres as { name: string }[]).map((g) => g.name),
    };
  };

  it.each([
    [
      'a few crime films',
      'meh, these are way too long - anything below 110 minutes?',
      'Crime',
      110,
      /^Here are/,
    ],
    [
      'películas de crimen',
      'no, esas son todas muy largas, ¿algo de menos de 110 minutos?',
      'Crime',
      110,
      /^Aquí/,
    ],
    ['krimis bitte', 'nee, die sind alle zu lang. was unter 110 minuten?', 'Crime', 110, /^Hier/],
    [
      'film polizieschi',
      'mah, sono tutti troppo lunghi, qualcosa sotto i 110 minuti?',
      'Crime',
      110,
      /^Ecco/,
    ],
  ])('%s / %s: the same kind of film, within the new length', async (first, next, genre, most, opening) => {
    const { answer } = await after(first, next);
    expect(answer).toMatch(opening);
    const films = await Promise.all(moviesListedIn(answer).map((film) => facts(film.id)));
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const film of films) {
      expect(film.genres).toContain(genre);
      expect(film.runtime).toBeLessThanOrEqual(most);
    }
  });

  it.each([
    ['des films policiers', 'bof, ils sont tous trop longs', /^Voici/],
    ['some crime movies', 'nah, they are all too long', /^Here are/],
  ])('%s / %s: shorter films of the same kind than every one shown', async (first, next, opening) => {
    const { before, answer } = await after(first, next);
    expect(answer).toMatch(opening);
    const shortestShown = Math.min(...(await Promise.all(before.map(facts))).map((film) => film.runtime));
    const films = await Promise.all(moviesListedIn(answer).map((film) => facts(film.id)));
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const film of films) {
      expect(film.genres).toContain('Crime');
      expect(film.runtime).toBeLessThanOrEqual(shortestShown);
    }
  });
});
