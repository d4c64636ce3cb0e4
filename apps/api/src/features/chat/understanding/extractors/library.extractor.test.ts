import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text.ts';
import { asksForRecommendations, ownRatingOrder } from './library.extractor.ts';

const orderOf = (message: string) => ownRatingOrder(normalizeText(message));

describe('their own films ranked by their own rating, in every language', () => {
  it.each([
    ['which one did i rate the highest', 'best'],
    ['my 5 best films', 'best'],
    ['la película que más alto he puntuado', 'best'],
    ['mis mejores pelis', 'best'],
    ["le film que j'ai vu le mieux noté", 'best'],
    ['die Filme, die ich am besten bewertet habe', 'best'],
    ['o melhor filme que eu vi este ano', 'best'],
    ['il film peggiore che ho visto', 'worst'],
    ['the lowest score i gave', 'worst'],
    ['la pire note que j’ai mise', 'worst'],
    ['o pior que eu assisti', 'worst'],
    ['der schlechteste Film, den ich gesehen habe', 'worst'],
  ])('%s', (message, order) => {
    expect(orderOf(message)).toBe(order);
  });

  it.each([
    'the best films i haven’t seen yet',
    'las mejores pelis que no he visto',
    'best rated thrillers of the 90s',
    'my best friend wants a comedy',
    'i miei amici vogliono il miglior horror',
  ])('reads no ranking of their own films in a request for others: %s', (message) => {
    expect(orderOf(message)).toBeUndefined();
  });
});

describe('a request for recommendations beside their own films', () => {
  it.each([
    'what would you suggest from my top rated',
    'tu me conseilles quoi',
    'was empfiehlst du mir',
    'o que você me indica',
    'cosa mi consigli',
  ])('%s', (message) => {
    expect(asksForRecommendations(normalizeText(message))).toBe(true);
  });
});

describe('the catalog ranked, not their own films', () => {
  it.each([
    'les films les mieux notés de 2010',
    'die am besten bewerteten Filme aller Zeiten',
    'i film più votati',
  ])('%s', (message) => {
    expect(orderOf(message)).toBeUndefined();
  });
});
