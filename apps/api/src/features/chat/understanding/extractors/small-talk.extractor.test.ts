import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

const talk = (text: string) => parsePrompt(text).smallTalk;

describe('small talk', () => {
  it.each([
    ['thanks a lot, that helps', 'thanks'],
    ['brilliant, cheers', 'thanks'],
    ['muchas gracias tío', 'thanks'],
    ['perfecto, justo lo que buscaba', 'thanks'],
    ['see ya later', 'goodbye'],
    ['merci bien, bonne soirée', 'goodbye'],
    ['valeu, falou', 'goodbye'],
    ['grazie, a presto', 'goodbye'],
    ["how's it going?", 'wellbeing'],
    ['come stai?', 'wellbeing'],
    ['are you a robot', 'identity'],
    ['wer bist du eigentlich', 'identity'],
    ['hey there', 'greeting'],
  ] as const)('reads %j as %s', (text, kind) => {
    expect(talk(text)).toBe(kind);
  });

  it('leaves a request that also says thanks to be answered', () => {
    expect(talk('thanks! now something scary')).toBeUndefined();
    expect(talk('great, any westerns from the 60s?')).toBeUndefined();
    expect(talk('thanks, any more?')).toBeUndefined();
    expect(talk('hi, recommend something')).toBeUndefined();
  });

  it('does not take a word of praise inside a title for thanks', () => {
    expect(talk('the great escape')).toBeUndefined();
    expect(talk('a perfect storm of a movie about sailors')).toBeUndefined();
  });
});
