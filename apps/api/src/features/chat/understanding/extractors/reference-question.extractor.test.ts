import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

const question = (text: string) => parsePrompt(text).question;

describe('a question about a film of the last answer named by its place', () => {
  it.each([
    ['that third one looks fun, tell me more', 'overview', 2],
    ['el segundo, ¿cuánto dura?', 'runtime', 1],
    ['la première, de quoi ça parle ?', 'overview', 0],
    ['wie lange dauert die zweite?', 'runtime', 1],
    ['quem dirigiu o segundo?', 'director', 1],
    ['il primo, chi recita?', 'cast', 0],
  ])('%j asks the %s of film %i', (text, aspect, index) => {
    expect(question(text)).toMatchObject({ kind: 'fact', aspect, ref: { index } });
  });

  it('needs a place in the last answer, not any ordinal', () => {
    expect(question('my first date movie, something romantic')).toBeUndefined();
  });
});
