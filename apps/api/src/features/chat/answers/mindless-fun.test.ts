import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: switching the brain off asks for fun films, no story to identify', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const detailsOf = (reply: string) => shownFilmFacts(testApp(), reply);

  it.each([
    ['need a 90s thriller where i can just switch my brain off', /^Here are some fun Thriller/],
    ['un thriller de los 90 para ver sin pensar mucho', /^Aquí tienes.*suspense.*divertid/],
    ['un thriller des années 90, à regarder sans réfléchir', /^Voici quelques thrillers drôles/],
  ])('%s', async (message, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    const films = await detailsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const { genres, year } of films) {
      expect(genres).toContain('Thriller');
      expect(year).toBeGreaterThanOrEqual(1990);
      expect(year).toBeLessThanOrEqual(1999);
    }
  });

  it.each([
    'gimme adrenaline. fights explosions chases all that, total brain off mode. from the last 10 years',
    'algo con persecuciones y tiroteos, para apagar el cerebro. de los últimos 10 años',
  ])(
    'lists recent action films for what action films are made of in %j, no guess at one film',
    async (message) => {
      const reply = await ask(message);
      expect(reply).not.toMatch(/not sure which film|no estoy seguro/i);
      const films = await detailsOf(reply);
      expect(films.length).toBeGreaterThanOrEqual(3);
      for (const { genres, year } of films) {
        expect(genres).toContain('Action');
        expect(year).toBeGreaterThanOrEqual(new Date().getFullYear() - 10);
      }
    },
  );
});
