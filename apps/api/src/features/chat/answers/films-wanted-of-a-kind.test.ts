import { describe, expect, it } from 'vitest';
import { LIST_OPENINGS, shownFilmWords, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/**
 * 'anything with a heist in it', 'quiero una peli de una chica que viaja sola': a wish for films of a kind, however
 * much of a story follows, is a request for films, no one film to be named.
 */
describe('films wished for, of a kind told after the wish', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  const overviewsOf = async (reply: string) =>
    (await shownFilmWords(testApp(), reply)).map(({ words }) => words);

  it('vorrei un film su un pugile: boxing films listed, no one film named', async () => {
    const reply = await ask('vorrei un film su un pugile');
    expect(reply).toMatch(LIST_OPENINGS.it);
    const overviews = await overviewsOf(reply);
    expect(overviews.length).toBeGreaterThanOrEqual(3);
    expect(overviews.filter((overview) => /box|fight/i.test(overview)).length).toBeGreaterThanOrEqual(2);
  });

  it('ich möchte einen film über einen boxer: a list, no film told by its story', async () => {
    const reply = await ask('ich möchte einen film über einen boxer');
    expect(reply).toMatch(LIST_OPENINGS.de);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });

  it('quiero una peli de un chico que viaja solo, algo divertido: comedies listed, no film named', async () => {
    const reply = await ask('quiero una peli de un chico que viaja solo, algo divertido');
    expect(reply).toMatch(LIST_OPENINGS.es);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });

  it("j'ai envie d'un film où un chien retrouve son maître: a list of films, no one film guessed", async () => {
    const reply = await ask("j'ai envie d'un film où un chien retrouve son maître");
    expect(reply).toMatch(LIST_OPENINGS.fr);
  });
});
