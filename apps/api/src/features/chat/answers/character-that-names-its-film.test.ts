import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: who played a character whose name is the film title, with no film named', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('answers with the actor of the film named after the character, in the language asked', async () => {
    expect(await ask('who voiced shrek')).toMatch(/\/movie\/808.*\*\*Mike Myers\*\*/);
    expect(await ask('quem interpretou o forrest gump?')).toMatch(
      /^No filme .*\/movie\/13.*\*\*Tom Hanks\*\*/,
    );
    expect(await ask('wer spielte rocky')).toMatch(/\/movie\/1366.*\*\*Sylvester Stallone\*\*/);
  });

  it('keeps to the film in view when it has that part', async () => {
    expect(await ask('who played the joker', { movieId: 155 })).toMatch(/\/movie\/155.*\*\*Heath Ledger\*\*/);
  });
});
