import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

describe('nobody wanting a film over a length: the length is the most', () => {
  it.each([
    ['krimis, aber niemand will was uber 2 stunden sehen', 120],
    ['comedias, pero nadie quiere algo de mas de 2 horas', 120],
    ['comedia, mas ninguem quer algo com mais de 2 horas', 120],
    ['thrillers, but nobody wants anything over 100 minutes', 100],
    ['komodien, aber keiner will was ueber 2 stunden', 120],
  ])('%j keeps films to %i minutes', (text, most) => {
    const { query } = parsePrompt(text);
    expect(query.runtimeMax).toBe(most);
    expect(query.runtimeMin).toBeUndefined();
  });
});

describe('a German word typed with the digraph of its umlaut', () => {
  it('reads "ueber" as "über"', () => {
    expect(parsePrompt('ein drama, nichts ueber 100 minuten').query.runtimeMax).toBe(100);
  });
});
