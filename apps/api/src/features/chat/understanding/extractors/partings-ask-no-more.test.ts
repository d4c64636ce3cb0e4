import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

describe('a goodbye whose words hold a "more" asks for no more films', () => {
  it.each([
    ['muito obrigada, até mais 😊'],
    ['mil gracias, hasta más ver'],
    ['thanks a bunch, till next time'],
    ['merci beaucoup, à la prochaine'],
    ['danke dir, bis zum nächsten Mal'],
    ['grazie mille, alla prossima'],
  ])('%j is a goodbye', (text) => {
    const parsed = parsePrompt(text);
    expect(parsed.followUp.more).toBe(false);
    expect(parsed.smallTalk).toBe('goodbye');
  });

  it('still reads "more" said outside a goodbye', () => {
    expect(parsePrompt('quero mais').followUp.more).toBe(true);
    expect(parsePrompt('dame más').followUp.more).toBe(true);
  });
});
