import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

/** German typed with 'ß' reads as typed with 'ss': the lexicons hold one spelling. */
describe('the sharp s', () => {
  it.each([
    ['Filmabend mit meinen Großeltern und den Kindern, was passt?'],
    ['Filmabend mit meinen Grosseltern und den Kindern, was passt?'],
  ])('%s: grandparents are who watches, no theme', (text) => {
    const parsed = parsePrompt(text);
    expect(parsed.query.theme).toBeUndefined();
    expect(parsed.query.audience?.group).toBe('kids');
  });

  it('reads the words the lexicons spell with it', () => {
    expect(parsePrompt('Filme aus den Dreißigern').query).toMatchObject({ yearFrom: 1930, yearTo: 1939 });
  });
});
