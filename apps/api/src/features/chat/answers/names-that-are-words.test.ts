import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const MEN_IN_BLACK = 607;
const METROPOLIS = 19;
const M = 832;
const DR_NO = 646;
const GOLDFINGER = 658;
const INDIANA_JONES_LAST_CRUSADE = 89;
const APOLLO_13 = 568;
const SAVING_PRIVATE_RYAN = 857;
const THE_PRESTIGE = 1124;

describe('POST /api/chat: a full name whose words are also words of a request', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it("reads 'will' in Will Smith as his name: his comedies", async () => {
    const reply = await ask('will smith comedy recs?');
    const ids = listed(reply);
    expect(ids).toContain(MEN_IN_BLACK);
    expect(reply.match(/Will Smith as/g)?.length).toBe(ids.length);
    for (const id of ids) expect((await filmFacts(testApp(), id)).genres).toContain('Comedy');
  });

  it("reads 'lang' in Fritz Lang as his name, not as German for long", async () => {
    const reply = await ask('fritz lang movies please');
    expect(listed(reply)).toEqual(expect.arrayContaining([METROPOLIS, M]));
    expect(reply).toMatch(/Fritz Lang/);
    expect(reply).not.toMatch(/hours|Stunden/i);
  });

  it("reads 'bond' after an actor as the James Bond films, not as Ward Bond", async () => {
    const reply = await ask('the bond films with sean connery');
    expect(listed(reply).sort()).toEqual([DR_NO, GOLDFINGER].sort());
    expect(listed(reply)).not.toContain(INDIANA_JONES_LAST_CRUSADE);
    expect(reply).not.toMatch(/Ward Bond/);
  });

  it('finds the James Bond films by their number, in another language', async () => {
    const reply = await ask('tenéis pelis de 007?');
    expect(listed(reply).sort()).toEqual([DR_NO, GOLDFINGER].sort());
  });

  it("keeps an actor's films on a theme even when the theme's usual genre is not theirs", async () => {
    const reply = await ask('which space films has tom hanks been in');
    expect(listed(reply)).toEqual([APOLLO_13]);
    expect(reply).not.toMatch(/Science Fiction/);
  });

  it('reads the words after a name that say they acted in the films as no part of the name', async () => {
    const reply = await ask('war movies tom hanks starred in');
    expect(listed(reply)).toEqual([SAVING_PRIVATE_RYAN]);
    expect(reply).toMatch(/Tom Hanks as/);
  });

  it('still reads two full names asked together', async () => {
    const reply = await ask('what have christian bale and michael caine made together');
    expect(listed(reply)).toContain(THE_PRESTIGE);
    expect(reply).toMatch(/Michael Caine/);
  });
});
