import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe("POST /api/chat: someone's films asked as what the catalog holds ('… do you have')", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['quais filmes do kubrick vcs tem?', /filmes dirigidos por Stanley Kubrick/],
    ['welche filme von spielberg hast du', /unter der Regie von Steven Spielberg/],
    ['que pelis de nolan teneis', /dirigidas por Christopher Nolan/],
  ])('%s', async (prompt, maker) => {
    expect(await ask(prompt)).toMatch(maker);
  });

  it("keeps 'den hier' on a film's page as that film, no asking what the catalog holds", async () => {
    expect(await ask('gibts noch mehr filme wie den hier?', { movieId: 348 })).toMatch(
      /^Wenn dir \*\*\[Alien\]\(\/movie\/348\)/,
    );
  });
});
