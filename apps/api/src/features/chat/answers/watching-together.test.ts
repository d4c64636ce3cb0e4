import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/**
 * Several people watching together, told as people tell it: who they are, what each wants or can't bear. The reply
 * is a recommendation that suits them, never a film guessed from the words as if they told a story.
 */
describe.each(routeTestEngines())('a request for several people watching together, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) =>
    Promise.all(moviesShownIn(reply).map(({ id }) => filmFacts(testApp(), id)));

  it("keeps each member's limit: a length someone dozes off past is the most, a fear leaves its genre out", async () => {
    const films = await listed(
      await ask(
        "tonight it's me and my flatmates: one can't stand anything scary, one dozes off if a film runs over 100 minutes, and we all want to laugh",
      ),
    );
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const film of films) {
      expect(film.runtime, film.title).toBeLessThanOrEqual(100);
      expect(film.genres, film.title).toContain('Comedy');
      expect(film.genres, film.title).not.toContain('Horror');
    }
  });

  it.each([
    [
      'soirée entre potes, mon pote ne regarde que des films italiens et les autres veulent rire un peu, une idée qui plaise à tout le monde ?',
      'it',
      'Comedy',
    ],
    [
      'stasera siamo in tre: Luca vuole per forza un film western, Sara odia i film lunghi. cosa guardiamo?',
      undefined,
      'Western',
    ],
  ])('reads %j as what each member wants, not as a story to identify', async (message, language, genre) => {
    const reply = await ask(message);
    expect(reply).not.toMatch(/closest match|più vicino|plus proche|or perhaps|o forse|ou peut-être/i);
    const films = await listed(reply);
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const film of films) {
      expect(film.genres, film.title).toContain(genre);
      if (language) expect(film.language, film.title).toBe(language);
    }
  });

  it('gives children made-for-children films: family or animated, not only ones rated for them', async () => {
    const films = await listed(
      await ask('my 11 year old and three of her classmates are sleeping over, something fun'),
    );
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const film of films)
      expect(
        film.genres.some((name) => name === 'Family' || name === 'Animation'),
        film.title,
      ).toBe(true);
  });

  it('reads subtitles someone cannot bear, said at length, as films in English', async () => {
    const films = await listed(
      await ask('none of my friends can handle reading subtitles, a thriller from the 90s'),
    );
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const film of films) {
      expect(film.language, film.title).toBe('en');
      expect(film.year, film.title).toBeGreaterThanOrEqual(1990);
      expect(film.year, film.title).toBeLessThanOrEqual(1999);
    }
  });

  it('reads anime as Japanese animation', async () => {
    const films = await listed(await ask('any good anime films?'));
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const film of films) {
      expect(film.language, film.title).toBe('ja');
      expect(film.genres, film.title).toContain('Animation');
    }
  });
});
