import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('the user asking about their own ratings, in every language', () => {
  it.each([
    'what film have i given my highest score',
    'movies i gave ten',
    'qué películas he puntuado con un diez',
    'quels films ai-je le mieux noté',
    'welche filme habe ich mit zehn bewertet',
    'meus filmes mais bem avaliados',
    'quali film ho votato meglio',
  ])('%s', (message) => {
    expect(parsePrompt(message).query.scope).toBe('rated');
  });
});

describe('a recommendation from what the user liked', () => {
  it.each([
    'going by my ratings, something for tonight',
    'según las que me gustaron, qué veo',
    "d'après ce que j'ai aimé, un film ce soir",
    'com base nos filmes que eu curti, o que assisto',
    'in base a quello che mi è piaciuto, cosa guardo',
    'going by what i have been watching recently, something new',
    "d'après ce que j'ai regardé dernièrement, un film ?",
    'in base a quello che ho visto ultimamente, cosa guardo',
    'com base no que tenho assistido ultimamente, o que vejo',
    'nach dem, was ich zuletzt gesehen habe, was soll ich schauen',
  ])('%s', (message) => {
    expect(parsePrompt(message).query.likeLastLoved).toBe(true);
  });
});

describe('a watchlist named with the English word in another language', () => {
  it.each(['un drame de ma watchlist', 'etwas aus meiner watchlist', 'algo da minha watchlist'])(
    '%s',
    (message) => {
      expect(parsePrompt(message).query.scope).toBe('watchlist');
    },
  );
});

describe('a studio named after "films of", in any language', () => {
  it.each(['filmes da pixar', 'films de pixar', 'movies by pixar', 'film della pixar'])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.studios).toEqual(['Pixar']);
    expect(query.person).toBeUndefined();
  });
});
