import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('a request for someone whose every word is read is no story told', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // 'sobrina' is a plot word too (The Searchers' niece): the message was answered as that film told by its story.
  it('busco algo de dibujos para ver con mi sobrina de 4 años: animated films, no film identified', async () => {
    const reply = await ask('busco algo de dibujos para ver con mi sobrina de 4 años');
    const films = moviesShownIn(reply).map((movie) => movie.id);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const id of films) expect((await filmFacts(testApp(), id)).genres).toContain('Animation');
  });
});
