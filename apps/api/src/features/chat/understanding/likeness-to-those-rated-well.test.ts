import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe("a likeness to 'those' the user rated well, the rating said with a degree, seeds from their own films", () => {
  it.each([
    'got anything like those i rated really well?',
    'pásame algo como esas que puntué muy bien',
    "un truc comme ceux que j'ai vraiment bien notés",
    'so was wie jene, die ich echt hoch bewertet habe',
    'quero algo parecido com aqueles que eu avaliei muito bem',
    'qualcosa come quelli che ho votato molto bene',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.likeLastLoved, message).toBe(true);
    expect(query.likeTitle, message).toBeUndefined();
  });
});
