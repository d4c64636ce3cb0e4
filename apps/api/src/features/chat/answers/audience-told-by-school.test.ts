import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * Who the film is for, told loosely: a child's school stage is their age ('my daughter who's in high school'), and a
 * kind of film asked for a child is looked for among films rated for them, never among films rated above.
 */
describe('POST /api/chat: a film for a child told by their school stage', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const detailsOf = (reply: string) => shownFilmFacts(testApp(), reply);

  it.each([
    ['war films for my daughter, she is in high school'],
    ['pelis de guerra para mi hijo que está en el instituto'],
    ['Kriegsfilme für meinen Sohn, der aufs Gymnasium geht'],
  ])('%s: war films rated for a teenager, no high-school story', async (message) => {
    const reply = await ask(message);
    const films = await detailsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const { genres, certification } of films) {
      expect(genres).toContain('War');
      expect(['G', 'PG', 'PG-13', null]).toContain(certification);
    }
  });

  it('a horror film for a teenager is never one rated R', async () => {
    const films = await detailsOf(await ask('scary movies for my son, he just started high school'));
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const { genres, certification } of films) {
      expect(genres).toContain('Horror');
      expect(certification).not.toBe('R');
    }
  });
});
