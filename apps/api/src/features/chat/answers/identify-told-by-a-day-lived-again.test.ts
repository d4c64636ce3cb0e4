import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { looksLikeName } from '../understanding/candidate-words.ts';

const GROUNDHOG_DAY = 137;
const STAND_BY_ME = 235;

describe.each(routeTestEngines())(
  'POST /api/chat: a plot told by a day lived again, a groundhog or railway tracks, in es/pt/it/de, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    const shown = async (message: string) => moviesShownIn(await ask(message)).map((film) => film.id);

    it.each([
      ['la peli en que unos chavales siguen las vias del tren para ver un muerto', STAND_BY_ME],
      ['o filme da marmota em que o cara vive o mesmo dia', GROUNDHOG_DAY],
      [
        'der film über einen typen, der jeden morgen denselben tag erlebt, mit einem murmeltier',
        GROUNDHOG_DAY,
      ],
    ])('%s: the film told leads', async (message, film) => {
      expect((await shown(message))[0]).toBe(film);
    });

    it('"rivive sempre la stessa giornata": a film of one day lived again is among the guesses', async () => {
      expect(await shown('il film in cui un tizio rivive sempre la stessa giornata')).toContain(
        GROUNDHOG_DAY,
      );
    });
  },
);

describe('a creature after an article', () => {
  it("'la marmotte' ('le film de la marmotte') is no one's name", () => {
    expect(looksLikeName('la marmotte')).toBe(false);
  });
});
