import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

const SCIENCE_FICTION = 878;

/**
 * 'películas de robots para los niños': a kind named only by a theme's own word (robots are science fiction) gives way
 * to the children's shelf of family and animated films on the theme before films of that kind beyond it; a kind said
 * in its own words ('sci-fi robot films') stays asked.
 */
describe('a kind named only by its theme', () => {
  it.each([
    ['películas de robots para ver con los niños', [SCIENCE_FICTION]],
    ['sci-fi robot movies for kids', []],
  ])('%j: the kinds only its theme names', (message, kinds) => {
    expect(parsePrompt(message).query.themeKindIds ?? []).toEqual(kinds);
  });
});

describe.each(routeTestEngines())('films on a theme for children, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it.each([['películas de robots para ver con los niños'], ['a robot film the little ones would enjoy']])(
    '%j: their own films about robots, none from beyond their shelf',
    async (message) => {
      const films = await shownFilmFacts(testApp(), await ask(message));
      expect(films.length).toBeGreaterThanOrEqual(3);
      for (const film of films)
        expect(
          film.genres.filter((genre) => genre === 'Family' || genre === 'Animation'),
          film.title,
        ).not.toEqual([]);
    },
  );
});
