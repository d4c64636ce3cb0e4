import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('other films, none of those shown before again: no one named, nothing left over', () => {
  it.each([
    ['give me more, without repeating the ones from before'],
    ['dame otras pero sin repetir las de antes'],
    ['quero mais uns, sem repetir os de antes'],
    ['dammene altre senza ripetere quelle di prima'],
    ["d'autres, sans répéter ceux d'avant"],
    ['noch ein paar, ohne die von vorhin zu wiederholen'],
  ])('%s', (text) => {
    const parsed = parsePrompt(text);
    expect(parsed.followUp.more).toBe(true);
    expect(parsed.query.person).toBeUndefined();
    expect(parsed.query.themeWord).toBeUndefined();
    expect(parsed.query.keywordThemes).toEqual([]);
  });
});
