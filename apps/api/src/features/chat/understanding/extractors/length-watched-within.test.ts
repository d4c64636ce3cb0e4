import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

/** A length a film is to be watched within is the time there is: the most, not a length about it. */
describe('a length said as the time to watch in is the most', () => {
  it.each([
    ['anything I could see in 100 minutes tonight?', 100],
    ['¿qué película puedo terminar en dos horas?', 120],
    ['quelque chose à voir en 100 minutes', 100],
    ['was kann man in zwei Stunden gucken', 120],
    ['algo pra assistir em duas horas', 120],
    ['un film da vedere in due ore', 120],
  ])('%j', (text, most) => {
    const { query } = parsePrompt(text);
    expect(query.runtimeMax).toBe(most);
    expect(query.runtimeMin).toBeUndefined();
  });

  it('leaves a length said plainly about that length', () => {
    expect(parsePrompt('a two hour movie').query.runtimeMin).toBe(105);
  });
});
