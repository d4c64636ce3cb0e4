import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

// Starter-catalog films.
const ALIENS = 679;
const INCEPTION = 27205;

describe.each(routeTestEngines())('likeness to a film liked, then pointed back at, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it.each([
    'i loved aliens. something like it?',
    'loved aliens but my wife hates horror, anything like it that is less scary?',
    'adorei aliens. tem algo parecido?',
  ])('%j: a title that is a common word too is the seed, when the catalog has it', async (message) => {
    const reply = await ask(message);
    expect(moviesShownIn(reply.split('\n')[0]!).map((movie) => movie.id)).toContain(ALIENS);
    const ids = moviesListedIn(reply).map((movie) => movie.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids).not.toContain(ALIENS);
  });

  it('a likeness with origins turned down over a slash leaves out English films', async () => {
    const reply = await ask('algo como inception pero que no sea una peli americana/en ingles');
    expect(moviesShownIn(reply.split('\n')[0]!).map((movie) => movie.id)).toContain(INCEPTION);
    const facts = await shownFilmFacts(testApp(), reply.split('\n').slice(1).join('\n'));
    expect(facts.length).toBeGreaterThanOrEqual(2);
    for (const film of facts) expect(film.language).not.toBe('en');
  });
});

describe('origins turned down over a slash, a film noun before them', () => {
  it.each([
    'algo como inception pero que no sea una peli americana/en ingles',
    'qualcosa tipo inception ma che non sia un film americano/in inglese',
    'algo tipo inception mas que nao seja filme americano/em ingles',
  ])('%j: English films left out, none asked for', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeLanguages).toContain('en');
    expect(query.languages).toEqual([]);
    expect(query.countries).toEqual([]);
    expect(query.avoidTitles).toEqual([]);
  });
});
