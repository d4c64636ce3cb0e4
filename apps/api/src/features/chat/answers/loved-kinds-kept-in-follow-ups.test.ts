import { beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { shownFilmFacts, useChatTestApp, type FilmFacts } from '../../../testing/chat-test-app.ts';

/**
 * 'my sister loves horror' names a kind the catalog has no title of, so the first answer read it as horror films. A
 * follow-up ('nothing over 2 hours') refines that same request: the earlier message is read again as it was answered,
 * not as a loved title the catalog lacks.
 */
describe.each(routeTestEngines())('kinds someone loves, kept through a follow-up, on %s', (engine) => {
  const { ask, askAfter, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  // The first request of a process loads the sentence encoder: not part of any one case's time.
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);
  const expectSeveral = (films: FilmFacts[], fits: (film: FilmFacts) => boolean) => {
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) expect(fits(film), film.title).toBe(true);
  };

  it('narrows the length after a German group wish', async () => {
    const { answer } = await askAfter(
      'Filmabend mit Freunden, meine Schwester liebt Horror und ich Komödien',
      'nichts über 2 Stunden',
    );
    expectSeveral(
      await shownFilmFacts(testApp(), answer),
      (film) => film.runtime <= 120 && ['Horror', 'Comedy'].some((genre) => film.genres.includes(genre)),
    );
  });

  it('narrows the years after an English family wish', async () => {
    const { answer } = await askAfter(
      'my kids love animation and my wife loves comedy',
      'nothing older than 2005',
    );
    expectSeveral(
      await shownFilmFacts(testApp(), answer),
      (film) => film.year >= 2005 && ['Animation', 'Comedy'].some((genre) => film.genres.includes(genre)),
    );
  });
});
