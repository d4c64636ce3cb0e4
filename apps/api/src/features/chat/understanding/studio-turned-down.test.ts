import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a studio turned down with "of the" or "from" before it', () => {
  it.each([
    ['uma animação que não seja da disney', 'Disney'],
    ['uma animação boa, mas que não seja do studio ghibli', 'Studio Ghibli'],
    ['Zeichentrick, aber nichts von Disney', 'Disney'],
  ])('leaves the studio out of %j, and names no one', (text, studio) => {
    const { query } = parsePrompt(text);
    expect(query.avoidStudios).toContain(studio);
    expect(query.studios).not.toContain(studio);
    expect(query.avoidPeople).toEqual([]);
  });
});
