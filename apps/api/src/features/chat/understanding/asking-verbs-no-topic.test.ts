import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('the words a request is asked with name no topic, in every language', () => {
  it.each([
    ['kannst du mir eine gute komödie empfehlen', 35],
    ['zeig mir mal ein paar western', 37],
    ['such mir nen horrorfilm raus', 27],
    ['tu pourrais me proposer une comédie', 35],
    ['montre-moi des westerns', 37],
    ['vc pode me indicar uma comédia', 35],
    ['me mostra uns faroestes', 37],
    ['potresti suggerirmi una commedia', 35],
    ['cerco un western', 37],
    ['me podrías recomendar una comedia', 35],
    ['muéstrame unos westerns', 37],
  ])('%s', (message, genre) => {
    const { query, leftover } = parsePrompt(message);
    expect(query.genreIds).toEqual([genre]);
    expect(query.theme).toBeUndefined();
    expect(leftover).toBe('');
  });
});
