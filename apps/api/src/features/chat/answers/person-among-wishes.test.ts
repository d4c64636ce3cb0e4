import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('a name said among other wishes is a taste, not a limit', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // The catalog holds two John Ford films: they were the whole answer.
  it('a real western with shootouts and dust, "so in richtung john ford": at least three westerns', async () => {
    const reply = await ask(
      'ich will heute einen echten western mit schiessereien in der wueste und viel staub, so in richtung john ford',
    );
    const films = moviesShownIn(reply).map((movie) => movie.id);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const id of films) expect((await filmFacts(testApp(), id)).genres).toContain('Western');
  });
});
