import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/**
 * The time there is, said as two hours of the day, as a break, as a length turned down by what it is called, or
 * as a little hour: every film listed fits it.
 */
describe.each(routeTestEngines())('time there is said loosely, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const runtimes = async (message: string) => {
    const shown = moviesShownIn(await ask(message));
    return Promise.all(shown.map(async ({ id }) => (await filmFacts(testApp(), id)).runtime));
  };

  it.each([
    ['the film begins at 9 and i must be in bed by 11, a science fiction one', 120],
    ['il est 20h, au lit avant 22h, une comédie ?', 120],
    ['es ist 19 Uhr, um 21 Uhr kommen die Gäste. Ein Animationsfilm?', 120],
    ['son las 11 y a la 1 me acuesto, algo de acción', 120],
    ['my coffee break is 65 minutes, anything that fits?', 65],
    ['mia pausa pranzo dura 45 minuti, un film?', 45],
    ['no three-hour epics please, an adventure', 150],
    ['pas de pavés de trois heures, un drame', 150],
    ['tengo una horita y media, algo de comedia', 90],
  ])('%j lists films of at most the time there is', async (message, minutes) => {
    const found = await runtimes(message);
    expect(found.length).toBeGreaterThanOrEqual(1);
    for (const runtime of found) expect(runtime).toBeLessThanOrEqual(minutes);
  });

  it.each([
    'tengo solo una horita y veinte, qué veo?',
    'we have just one hour and 20 minutes, what should we watch?',
  ])('%j asks for films of that length, not for one film', async (message) => {
    const found = await runtimes(message);
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const runtime of found) expect(runtime).toBeLessThanOrEqual(80);
  });
});
