import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe("the user's taste as a whole: every film they loved is a seed, not the last one alone", () => {
  it.each([
    'pick me a film that matches my taste',
    'was soll ich heute schauen, nach meinem geschmack',
    'qué veo esta noche según mis gustos',
    "un film d'après mes goûts pour ce soir",
    'me indica um filme de acordo com o meu gosto',
    'cosa guardo stasera secondo i miei gusti',
    'something new going by what i enjoy',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.likeLastLoved, message).toBe(true);
    expect(query.likeLovedOnes, message).toBe(true);
  });
});
