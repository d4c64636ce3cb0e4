import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * A group's tastes told, then one film asked for that suits them together: the kinds asked are asked at once, not
 * some films for each member.
 */
describe('POST /api/chat: a group asking for one film that suits them together', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const detailsOf = (reply: string) => shownFilmFacts(testApp(), reply);

  it.each([
    [
      'ma copine veut une comédie, moi un thriller : il y a un film qui soit les deux ?',
      ['Comedy', 'Thriller'],
    ],
    ['mi novio quiere acción y yo romance, ¿alguna que sea las dos cosas?', ['Action', 'Romance']],
  ])('%s: every film is of both kinds', async (message, kinds) => {
    const films = await detailsOf(await ask(message));
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const { genres } of films) for (const kind of kinds) expect(genres).toContain(kind);
  });

  it("keeps a kind one member can't stand when the group asks for it anyway, milder", async () => {
    const films = await detailsOf(
      await ask(
        "three of us: my sister adores horror, my mum can't stand horror, i want to laugh. any scary comedy that isn't too intense?",
      ),
    );
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const { genres } of films) expect(genres).toContain('Horror');
  });

  it('a kind one of them cannot stand, said after it, stays left out', async () => {
    const films = await detailsOf(
      await ask(
        'Mein Mann kann Horror nicht ausstehen und ich mag keine Liebesfilme. Was geht für uns zwei?',
      ),
    );
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const { genres } of films) expect(genres).not.toContain('Horror');
  });

  it('a kind asked as fit for the child is theirs, with no film for the grown-up alone', async () => {
    const films = await detailsOf(
      await ask("my grandpa only watches westerns and my niece is 6. any western that's fine for kids?"),
    );
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const { genres, certification } of films) {
      expect(genres).toContain('Western');
      expect(['G', 'PG', null]).toContain(certification);
    }
  });
});
