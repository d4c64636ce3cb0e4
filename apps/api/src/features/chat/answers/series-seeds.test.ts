import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const LORD_OF_THE_RINGS = [120, 121, 122];
const THE_GODFATHER = 238;

describe.each(routeTestEngines())('POST /api/chat: films like a series named, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const seedsOf = (reply: string) => moviesShownIn(reply.split('\n')[0]!).map((movie) => movie.id);
  const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);

  it('takes a series named by its local title as every film of it, none recommended back', async () => {
    for (const prompt of [
      'des films dans le genre du Seigneur des anneaux',
      'algo al estilo del señor de los anillos',
      'Filme wie der Herr der Ringe',
      'qualcosa nello stile del signore degli anelli',
    ]) {
      const reply = await ask(prompt);
      expect(seedsOf(reply), prompt).toEqual(LORD_OF_THE_RINGS);
      const ids = listed(reply);
      expect(ids.length, prompt).toBeGreaterThanOrEqual(3);
      for (const id of LORD_OF_THE_RINGS) expect(ids, prompt).not.toContain(id);
    }
  });

  it("keeps one film as the seed when the local title is that film's own", async () => {
    for (const prompt of ['Filme wie der Pate', 'des films comme le parrain'])
      expect(seedsOf(await ask(prompt)), prompt).toEqual([THE_GODFATHER]);
  });
});
