import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

describe.each(routeTestEngines())('POST /api/chat: a film language beside a subject, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['en', 'a film about the second world war, in german please'],
    ['fr', 'un film qui parle de la guerre, en allemand'],
    ['es', 'la película sobre la guerra pero hablada en alemán'],
    ['en', 'a film about the spirit world, in japanese'],
    ['fr', 'un film qui parle de fantômes, en japonais'],
  ])('%s: "%s" asks for films of that language, no film told by its story', async (_language, prompt) => {
    const reply = await ask(prompt);
    const films = await shownFilmFacts(testApp(), reply);
    expect(films.length, reply).toBeGreaterThan(0);
    expect(films.map((film) => film.language)).toEqual(films.map(() => films[0]!.language));
    expect(['de', 'ja']).toContain(films[0]!.language);
  });
});
