import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

const bound = (text: string) => {
  const { runtimeMin, runtimeMax } = parsePrompt(text).query;
  return { runtimeMin, runtimeMax };
};

describe('an epic asked within the time there is', () => {
  it.each([
    ['free all saturday, an epic please, four hours is ok', 240],
    ['tengo tres horas, algo épico', 180],
    ["j'ai trois heures, un film épique", 180],
  ])('is as long as an epic alone asks: %s', (message, most) => {
    expect(bound(message)).toEqual({ runtimeMin: 150, runtimeMax: most });
  });

  it('never asks for more than the time there is', () => {
    expect(bound('we have 160 minutes, an epic please')).toEqual({ runtimeMin: 140, runtimeMax: 160 });
  });
});
