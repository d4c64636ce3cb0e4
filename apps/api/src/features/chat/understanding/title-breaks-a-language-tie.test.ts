import { describe, expect, it } from 'vitest';
import { readConversation } from './conversation.ts';

describe('words several languages share leave a tie, which the title as typed in one of them breaks', () => {
  it.each([
    ['pt', 'algo tipo o poderoso chefão'],
    ['it', 'film tipo il padrino parte ii'],
    ['it', 'film tipo la vita è bella'],
  ])('%s: "%s"', (language, message) => {
    expect(readConversation([], message)).toMatchObject({ kind: 'request', language });
  });

  it('a title typed in English leaves the tie to the words', () => {
    expect(readConversation([], 'algo tipo el padrino')).toMatchObject({ language: 'es' });
  });
});
