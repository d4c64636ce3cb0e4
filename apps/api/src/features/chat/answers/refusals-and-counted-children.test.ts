import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

/**
 * 'mon mari qui refuse de regarder des dessins animés': someone refusing to watch a kind turns it down, in every
 * language; and a number before children ('my 3 kids') counts them, it is not their age.
 */
describe('POST /api/chat: a kind someone refuses to watch, and children counted', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    'soirée film avec mes 3 enfants et mon mari qui refuse de regarder des dessins animés',
    'noche de pelis con mis niños y mi suegro, que se niega a ver dibujos animados',
    'filmabend mit den kindern, aber mein mann weigert sich, zeichentrick zu schauen',
  ])('%s', async (message) => {
    const films = await Promise.all(
      moviesShownIn(await ask(message)).map(({ id }) => filmFacts(testApp(), id)),
    );
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) expect(film.genres, film.title).not.toContain('Animation');
  });

  it('reads a number before children as how many, not how old', () => {
    expect(parsePrompt('something for my 3 kids and me').query.audience?.age).toBeUndefined();
    expect(parsePrompt('something for my 6 year old').query.audience?.age).toBe(6);
  });
});
