import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

describe.each(routeTestEngines())('POST /api/chat: likeness in another language, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  // Few films of the language asked share the seed's genres: the nearest in meaning of that language still answer.
  it.each([
    ['es', 'algo como Toy Story pero en alemán', 'de', 862],
    ['en', 'something like finding nemo but korean', 'ko', 12],
    ['fr', 'des films comme Toy Story, mais en coréen', 'ko', 862],
  ])('%s: "%s" lists several films of that language', async (_language, prompt, code, seedId) => {
    const films = await shownFilmFacts(testApp(), await ask(prompt));
    const listed = films.filter((film) => film.id !== seedId);
    expect(listed.length, prompt).toBeGreaterThanOrEqual(2);
    expect(
      listed.every((film) => film.language === code),
      prompt,
    ).toBe(true);
  });
});
