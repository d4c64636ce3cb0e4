import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const JAWS = 578;
const HEAT = 949;
const LOCK_STOCK = 100;
const THREE_BILLBOARDS = 359940;

describe('POST /api/chat: films like one the catalog has, however long the words around it', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);

  it.each([
    [
      'something in the vein of jaws, the original with the shark. a quiet beach town, something in the water picking off swimmers, that kind of tension',
      JAWS,
    ],
    ['me indica algo na pegada de heat? curti demais aquele clima de assalto e tiroteio na cidade', HEAT],
    ['lock stock but in french', LOCK_STOCK],
  ])('%s', async (message, seed) => {
    const reply = await ask(message);
    expect(reply).toMatch(new RegExp(`\\(/movie/${seed}\\)`));
    expect(listed(reply).length).toBeGreaterThanOrEqual(2);
    expect(listed(reply)).not.toContain(seed);
  });

  it('reads the start of a longer title as that film, and a lighter tone than it as comedy first', async () => {
    const reply = await ask('three billboards but less depressing');
    expect(reply).toMatch(new RegExp(`\\(/movie/${THREE_BILLBOARDS}\\)`));
    const ids = listed(reply);
    expect(ids).not.toContain(THREE_BILLBOARDS);
    const comedies = (await Promise.all(ids.map((id) => filmFacts(testApp(), id)))).filter((film) =>
      film.genres.includes('Comedy'),
    );
    expect(comedies.length).toBeGreaterThanOrEqual(ids.length / 2);
  });
});
