import { beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { ALIEN, JAWS } from '@marquee/catalog/testing';
import { askChat } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

/** 'the films i saved for later', 'las pelis que he guardado': the watchlist, said as people say it. */
describe.each(routeTestEngines())('films they saved are their watchlist, on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { viewer: {} }, { RATE_LIMIT_MAX: '10000' });
  const askSignedIn = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.viewer.cookie });
  const listed = async (prompt: string) => moviesListedIn(await askSignedIn(prompt)).map((movie) => movie.id);

  beforeAll(async () => {
    for (const id of [ALIEN, JAWS]) {
      const response = await suite.testApp.app.inject({
        method: 'POST',
        url: '/api/watch/status',
        headers: suite.viewer.headers,
        payload: { tmdb_id: id, status: 'want_to_watch' },
      });
      expect(response.statusCode).toBeLessThan(300);
    }
  });

  it.each([
    ['of the movies i saved for later, which one is scary?'],
    ['de las pelis que he guardado, ¿cuál da miedo?'],
    ['parmi les films que j’ai mis de côté, lequel fait peur ?'],
  ])('%s: picks from the watchlist', async (prompt) => {
    const ids = await listed(prompt);
    expect(ids.length).toBeGreaterThanOrEqual(1);
    for (const id of ids) expect([ALIEN, JAWS]).toContain(id);
  });

  it.each([
    ['my sister already watched all the films on my watchlist, so none of those. something scary?'],
    ['mi hermana ya vio todo lo de mi lista, así que nada de ahí. ¿algo de miedo?'],
  ])('%s: leaves the watchlist out when it is turned down after it is named', async (prompt) => {
    const ids = await listed(prompt);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids).not.toContain(ALIEN);
    expect(ids).not.toContain(JAWS);
  });

  it('leaves them out when they are turned down beside what was seen', async () => {
    const ids = await listed("a scary movie please, nothing i've watched or already saved");
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids).not.toContain(ALIEN);
    expect(ids).not.toContain(JAWS);
  });
});
