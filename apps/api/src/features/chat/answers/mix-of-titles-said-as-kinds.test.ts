import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: two titles a film is between are seeds even when their words are kinds too', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    'un mélange entre Aliens et Alien, pour ce soir',
    'quiero algo entre aliens y alien',
    'a cross between aliens and alien please',
  ])('%s', async (message) => {
    const opening = (await ask(message)).split('\n')[0]!;
    expect(opening).toContain('/movie/679');
    expect(opening).toContain('/movie/348');
  });
});
