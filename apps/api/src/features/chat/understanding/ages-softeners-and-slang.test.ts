import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: ages, softened refusals and everyday words for a kind of film', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const factsOf = async (reply: string) =>
    Promise.all(moviesShownIn(reply).map((movie) => filmFacts(testApp(), movie.id)));
  const shareWith = async (reply: string, genres: string[]) => {
    const facts = await factsOf(reply);
    expect(facts.length, reply).toBeGreaterThan(0);
    return facts.filter((film) => film.genres.some((genre) => genres.includes(genre))).length / facts.length;
  };

  it.each([
    ['ein Horrorfilm, aber nicht zu brutal bitte'],
    ['un film horror ma non troppo violento'],
    ['um filme de terror mas não muito violento'],
  ])("keeps the genre asked for when its violence is only softened: '%s'", async (prompt) => {
    expect(await shareWith(await ask(prompt), ['Horror'])).toBeGreaterThanOrEqual(0.5);
  });

  it('reads a decade of the viewers’ ages as no decade of films', async () => {
    const reply = await ask('my parents are in their sixties and want a good western, any ideas?');
    const facts = await factsOf(reply);
    expect(facts.length).toBeGreaterThanOrEqual(2);
    for (const film of facts) expect(film.genres).toContain('Western');
    expect(facts.some((film) => film.year < 1960 || film.year > 1969)).toBe(true);
  });

  it('answers a couple asking for a kind of film tonight with films, not the group page', async () => {
    const reply = await ask("we'd like to watch a good comedy tonight, my wife and I, nothing too long");
    expect(reply).not.toMatch(/\/tonight/);
    expect(await shareWith(reply, ['Comedy'])).toBe(1);
  });

  it.each([
    ['quelque chose qui fait vraiment flipper pour ce soir ?', ['Horror']],
    ['nada de sangre ni sustos, es para ver con los niños', ['Family', 'Animation', 'Comedy']],
    ['ideas for a first date movie at mine?', ['Romance']],
  ])("reads everyday words for a kind of film: '%s'", async (prompt, genres) => {
    const reply = await ask(prompt);
    expect(await shareWith(reply, genres)).toBeGreaterThanOrEqual(0.6);
    if (genres[0] !== 'Horror')
      for (const film of await factsOf(reply)) expect(film.genres).not.toContain('Horror');
  });
});
