import { beforeAll, describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * 'quien dirige la segunda?', 'la deuxième, qui l'a réalisée ?', 'o terceiro quem dirigiu?': who directed a film of
 * the last list pointed at by its place, the verb in the present or agreeing with the film, the place said first.
 */
describe('POST /api/chat: the director of a film pointed at by its place in the list', () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);

  it.each([
    ['es', 'peliculas de terror', 'quien dirige la segunda?', 1],
    ['fr', "films d'animation", "la deuxième, qui l'a réalisée ?", 1],
    ['pt', 'filmes de comedia', 'o terceiro quem dirigiu?', 2],
    ['en', 'crime movies', 'who directs the third one?', 2],
  ])('%s: "%s" then "%s"', async (_language, first, next, place) => {
    const { answer, before } = await askAfter(first, next);
    expect(before.length).toBeGreaterThan(place);
    // One film's director: that film linked, and no list.
    expect(answer).toContain(`(/movie/${before[place]})`);
    expect(answer).not.toMatch(/^\s*2\. /m);
    expect(answer).toMatch(/\*\*[^[*]+\*\*/);
  });
});
