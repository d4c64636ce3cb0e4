import { beforeAll, describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const BATMAN_1989 = 268;
const SCORSESE_FILMS = [106646, 11324, 1422, 769, 103];
const SPIELBERG_FILMS = [857, 640];

/**
 * 'no, the tim burton one', 'não, o do michael keaton': a film told apart only by a person of it, after an answer
 * about another film of its name; 'the martin scorsese one, how long is it' after a list: the film of the list that
 * person made or played in.
 */
describe('POST /api/chat: a film told by a person of it', () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  // The first request of a process loads the sentence encoder: not part of any one case's time.
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);
  const linked = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it.each([
    ['en', 'how long is batman', 'no, the tim burton one'],
    ['pt', 'quanto dura batman?', 'não, o do michael keaton'],
  ])('%s: "%s" then "%s" asks again of the film of that person', async (_language, first, next) => {
    const { answer } = await askAfter(first, next);
    expect(linked(answer)).toEqual([BATMAN_1989]);
  });

  it.each([
    ['en', 'movies with leonardo dicaprio', 'the martin scorsese one, how long is it', SCORSESE_FILMS],
    ['es', 'películas con tom hanks', 'la de steven spielberg, ¿cuánto dura?', SPIELBERG_FILMS],
  ])('%s: "%s" then "%s" asks of the listed film of that person', async (_language, first, next, theirs) => {
    const { before, answer } = await askAfter(first, next);
    const [film, ...others] = linked(answer);
    expect(others).toEqual([]);
    expect(before).toContain(film);
    expect(theirs).toContain(film);
  });
});
