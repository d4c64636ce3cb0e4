import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe("POST /api/chat: on a film's page, 'the film' in a plot question is that film", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ["so what's the film about?", 13, /Here is what \*\*\[Forrest Gump\]\(\/movie\/13\)\*\*/],
    ['o que acontece no filme?', 680, /sinopse de \*\*\[Pulp Fiction\]\(\/movie\/680\)\*\*/],
    ['il se passe quoi dans le film', 680, /résumé de \*\*\[Pulp Fiction\]\(\/movie\/680\)\*\*/],
  ])('%s (page %i)', async (said, movieId, plot) => {
    expect(await ask(said, { movieId })).toMatch(plot);
  });

  it('a film told by its story is still looked for, on a page or not', async () => {
    expect(await ask("what's the movie where the big ship hits an iceberg", { movieId: 13 })).toMatch(
      /\[Titanic\]\(\/movie\/597\)/,
    );
    expect(await ask('o que acontece no filme forrest gump')).toMatch(/\[Forrest Gump\]\(\/movie\/13\)/);
  });
});
