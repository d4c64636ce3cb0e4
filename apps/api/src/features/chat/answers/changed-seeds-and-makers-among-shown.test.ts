import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const [JAWS, ALIEN] = [578, 348];

describe('a seed changed after a degree word, and only the films of someone among those shown', () => {
  const { ask, askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // 'just funnier', 'nur lustiger': the comparative was read as part of the title.
  it.each([
    ['en', 'films like jaws just funnier', JAWS],
    ['de', 'filme wie alien nur lustiger', ALIEN],
  ])('%s: %s: comedies like the seed, never the seed', async (_language, message, seed) => {
    const films = moviesListedIn(await ask(message)).map((movie) => movie.id);
    expect(films.length).toBeGreaterThanOrEqual(2);
    expect(films).not.toContain(seed);
    for (const id of films) expect((await filmFacts(testApp(), id)).genres).toContain('Comedy');
  });

  const credited = async (id: number) => {
    const credits = await testApp().context.catalog.getCredits(id);
    return [
      ...(credits?.cast ?? []).map((member) => member.name),
      ...(credits?.crew ?? []).filter((member) => member.job === 'Director').map((member) => member.name),
    ];
  };

  // 'only the ones by x though', 'solo las de x por favor': every film of the list, whoever made them, came back.
  it.each([
    ['en', 'any sci-fi films?', 'only the ones by christopher nolan though', 'Christopher Nolan'],
    ['es', '¿alguna peli de gangsters?', 'solo las de martin scorsese por favor', 'Martin Scorsese'],
  ])('%s: %s then %s: their films alone', async (_language, first, next, name) => {
    const { answer } = await askAfter(first, next);
    const films = moviesListedIn(answer).map((movie) => movie.id);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const id of films) expect(await credited(id)).toContain(name);
  });
});
