import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

describe("a length after 'menos de' (less than), whose 'y' joins no titles", () => {
  it.each([
    ['un thriller, menos de dos horas y media', 150],
    ['menos de una hora y cuarto, algo de risa', 75],
  ])('reads %j as at most %i minutes, with no title left out', (text, minutes) => {
    const { query } = parsePrompt(text);
    expect(query.runtimeMax).toBe(minutes);
    expect(query.avoidTitles).toEqual([]);
  });

  it("still leaves out titles joined by 'y' after 'menos'", () => {
    expect(parsePrompt('cualquier cosa menos titanic y avatar').query.avoidTitles).toEqual([
      'titanic',
      'avatar',
    ]);
  });
});
