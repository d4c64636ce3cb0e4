import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

/** 'Like X, but not the sequels': films like the seed, none of the seed's own series. */
describe('POST /api/chat: a likeness that leaves out the seed film’s sequels', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['something in the vein of the godfather, no sequels pls'],
    ['algo parecido a el padrino pero sin las secuelas'],
    ['un film comme le parrain, mais pas les suites'],
    ['qualcosa come il padrino, ma senza i seguiti'],
  ])('%s', async (message) => {
    const reply = await ask(message);
    const listed = moviesListedIn(reply);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    // The Godfather and its Part II and Part III.
    for (const { id } of listed) expect([238, 240, 242]).not.toContain(id);
  });
});
