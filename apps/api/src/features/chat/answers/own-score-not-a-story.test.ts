import { beforeAll, describe, expect, it } from 'vitest';
import { INCEPTION, JAWS, MEMENTO, THE_DARK_KNIGHT } from '@marquee/catalog/testing';
import { askChat } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('POST /api/chat: "the film i scored…" picks one of their own films by their score', () => {
  const suite = useTestAppWithUsers('sqlite', { critic: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.critic.cookie });
  const first = async (prompt: string) => moviesListedIn(await ask(prompt))[0]?.id;

  beforeAll(async () => {
    for (const [tmdb_id, rating] of [
      [MEMENTO, 4],
      [INCEPTION, 9],
      [THE_DARK_KNIGHT, 10],
      [JAWS, 6],
    ] as const) {
      const response = await suite.testApp.app.inject({
        method: 'POST',
        url: '/api/diary',
        headers: suite.critic.headers,
        payload: { tmdb_id, watched_on: '2024-05-01', rating },
      });
      expect(response.statusCode).toBeLessThan(300);
    }
  });

  it.each([
    "what's the film i scored highest?",
    'what is the movie i rated the best',
    'what was the one i gave my top score to',
  ])('is their best-rated film, no film told by its story: %s', async (prompt) => {
    expect(await first(prompt)).toBe(THE_DARK_KNIGHT);
  });

  it.each(["what's the movie i rated the lowest?", 'what was the film i gave my worst rating'])(
    'is their worst-rated film: %s',
    async (prompt) => {
      expect(await first(prompt)).toBe(MEMENTO);
    },
  );

  it("what's the film i gave a 9", async () => {
    expect(await first("what's the film i gave a 9")).toBe(INCEPTION);
  });

  it('answers a fact asked of the one film they gave a score, not the list of them', async () => {
    expect(await ask('the movie i rated a 4, who directed it?')).toMatch(/Christopher Nolan/);
    expect(await ask("the one i gave a 9... who's actually in it")).toMatch(/Leonardo DiCaprio/);
  });
});
