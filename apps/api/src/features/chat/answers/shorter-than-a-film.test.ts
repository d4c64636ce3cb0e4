import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: "shorter than <film>" asks for films like it, shorter than it', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const runtimesOf = async (reply: string) =>
    Promise.all(
      moviesShownIn(reply).map(async ({ id }) => {
        const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
        return { id, runtime: body.runtime as number };
      }),
    );

  it.each([
    ['got anything shorter than interstellar but just as good?', /Interstellar/],
    ['algo más corto que Titanic pero igual de bueno', /Titanic/],
    ['un film plus court que Titanic, mais aussi beau', /Titanic/],
    // 'not so insanely long': a word heightening the length turned down still asks for shorter films.
    ['un film comme le parrain mais pas aussi terriblement long', /Godfather/],
    ['qualcosa come interstellar ma non così terribilmente lungo', /Interstellar/],
    ['so was wie interstellar, aber nicht so endlos lang', /Interstellar/],
  ])('%s', async (message, seed) => {
    const reply = await ask(message);
    expect(reply.split('\n')[0]).toMatch(seed);
    const [first, ...films] = await runtimesOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const { runtime } of films) expect(runtime).toBeLessThan(first!.runtime);
  });

  it('reads a length after "shorter than" as a runtime, no film', async () => {
    const films = await runtimesOf(await ask('a comedy shorter than 100 minutes'));
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const { runtime } of films) expect(runtime).toBeLessThanOrEqual(100);
  });
});
