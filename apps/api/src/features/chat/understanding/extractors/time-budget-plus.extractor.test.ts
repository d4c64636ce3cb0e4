import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

describe('a plus sign by a length', () => {
  it.each([
    ['something epic, 2.5 hrs+', 150],
    ['2+ hours, i have all night', 120],
    ['une fresque de 3 heures +', 180],
    ['algo de 150 min+', 150],
  ])('reads %j as at least %i minutes', (text, minutes) => {
    const { runtimeMin, runtimeMax } = parsePrompt(text).query;
    expect({ runtimeMin, runtimeMax }).toEqual({ runtimeMin: minutes, runtimeMax: undefined });
  });

  it('reads a length with a plus turned down as clearly shorter', () => {
    const { runtimeMin, runtimeMax } = parsePrompt('a war drama, but nothing 2.5 hrs+').query;
    expect(runtimeMin).toBeUndefined();
    expect(runtimeMax).toBeLessThan(150);
  });
});
