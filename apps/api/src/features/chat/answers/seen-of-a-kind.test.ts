import { beforeAll, describe, expect, it } from 'vitest';
import { ALIEN, CITY_LIGHTS, TOY_STORY, UP } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** 'which horror films have i seen': the films of a kind among their own, never a recommendation. */
describe('POST /api/chat: the films of a kind they have seen', () => {
  const suite = useTestAppWithUsers('sqlite', { fan: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.fan.cookie });

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.fan.headers);
    for (const [index, id] of [ALIEN, TOY_STORY, CITY_LIGHTS, UP].entries())
      await post('/api/diary', { tmdb_id: id, watched_on: isoDaysAgo(40 - index * 5) });
    await post('/api/ratings', { tmdb_id: UP, rating: 10 });
  });

  it.each([
    'welche Animationsfilme habe ich schon gesehen?',
    "quels films d'animation ai-je deja vus ?",
    'which animated movies have i watched?',
  ])('%j lists their animated films only', async (prompt) => {
    const ids = moviesListedIn(await ask(prompt)).map(({ id }) => id);
    expect(ids.sort()).toEqual([TOY_STORY, UP].sort());
  });

  it('leaves a request for films like their best rated ones to that, seen ones set aside', async () => {
    const reply = await ask("from the ones i rated best, what would you suggest? not one i've already seen");
    const ids = moviesListedIn(reply).map(({ id }) => id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(UP);
  });
});
