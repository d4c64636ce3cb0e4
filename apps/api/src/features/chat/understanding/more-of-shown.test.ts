import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('other films like the ones just shown', () => {
  it.each([
    'anything similar to these?',
    'some more like them please',
    'ones you have not suggested yet',
    'others that you didnt list before',
    'parecidas a estas',
    'otras que aún no hayas recomendado',
    "d'autres comme celles-ci",
    "d'autres que vous n'avez pas encore proposés",
    'ähnlich wie diese',
    'andere, die du mir noch nicht gezeigt hast',
    'parecidos com esses',
    'outros que você ainda não mencionou',
    'simili a queste',
    'altri che non hai ancora consigliato',
  ])('asks for more, and for nothing else: %s', (message) => {
    const parsed = parsePrompt(message);
    expect(parsed.followUp.more).toBe(true);
    expect(parsed.query.theme).toBeUndefined();
    expect(parsed.query.likeTitle).toBeUndefined();
    expect(parsed.query.avoidTitles).toEqual([]);
  });

  it.each(["i didn't like those", 'we dont like them'])(
    'is no such ask when they are turned down: %s',
    (message) => {
      expect(parsePrompt(message).followUp.more).toBe(false);
    },
  );
});

describe('a pick among the films just shown, by age', () => {
  it.each([
    ['y de estos, ¿cuál es el más viejo?', 'oldest'],
    ['¿y cuál es la más moderna?', 'release_date'],
    ['cual de ellas es la mas nueva', 'release_date'],
    ['which of them is the earliest?', 'oldest'],
    ['which one is the latest', 'release_date'],
    ['welcher davon ist der jüngste?', 'release_date'],
    ['lequel est le plus nouveau ?', 'release_date'],
  ])('%s', (message, order) => {
    expect(parsePrompt(message).question).toEqual({ kind: 'pick', order });
  });
});
