import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';
import { parsePrompt } from './parse-prompt.ts';

const HORROR = 27;
const THRILLER = 53;

/**
 * 'less scary', 'meno pauroso', 'weniger beängstigend', 'moins terrifiant': a kind said lessened is softened in every
 * language (its 'less' word turns nothing else down), and the words pointing at the film in view are no theme.
 */
describe('a kind said lessened', () => {
  it.each([
    ['algo parecido a esto pero menos terrorífico'],
    ['un truc dans ce genre-là mais moins terrifiant'],
    ['etwas in der Art, aber weniger beängstigend'],
    ['qualcosa come questo però meno pauroso'],
    ['algo parecido com esse mas menos apavorante'],
  ])('%j: no horror, no theme, milder', (text) => {
    const { query } = parsePrompt(text);
    expect(query.genreIds).not.toContain(HORROR);
    expect(query.excludeGenreIds).toContain(HORROR);
    expect(query.milder).toBe(true);
    expect(query.theme).toBeUndefined();
  });

  it.each([['un thriller un po meno terrificante'], ['ein Thriller, aber weniger furchterregend']])(
    '%j: the kind asked for by name stays, the frightening one is softened away',
    (text) => {
      const { query } = parsePrompt(text);
      expect(query.genreIds).toContain(THRILLER);
      expect(query.genreIds).not.toContain(HORROR);
      expect(query.milder).toBe(true);
    },
  );

  it.each([['un film terrifiant'], ['ein beängstigender Film'], ['una película aterradora']])(
    '%j: a film said frightening is horror',
    (text) => {
      expect(parsePrompt(text).query.genreIds).toContain(HORROR);
    },
  );
});

describe.each(routeTestEngines())('films like the one in view, less frightening, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['so etwas wie das hier, nur weniger beängstigend', 1933],
    ['algo parecido a esto pero menos terrorífico', 539],
  ])('%j: like the film in view, with no horror', async (message, movieId) => {
    const films = await Promise.all(
      moviesListedIn(await ask(message, { movieId })).map(({ id }) => filmFacts(testApp(), id)),
    );
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) {
      expect(film.id).not.toBe(movieId);
      expect(film.genres, film.title).not.toContain('Horror');
    }
  });
});
