import { describe, expect, it } from 'vitest';
import { titleOfAlias } from './title-aliases.ts';

describe('titleOfAlias reads the short forms of titles the table lists, and nothing else', () => {
  it.each([
    ['lotr', 'The Lord of the Rings: The Fellowship of the Ring'],
    ['LOTR: Fellowship', 'The Lord of the Rings: The Fellowship of the Ring'],
    ['lotr two towers', 'The Lord of the Rings: The Two Towers'],
    ['HP 3', 'Harry Potter and the Prisoner of Azkaban'],
    ["hp philosopher's stone", "Harry Potter and the Philosopher's Stone"],
    ['ESB', 'The Empire Strikes Back'],
    ['T2', 'Terminator 2: Judgment Day'],
  ])('%s is %s', (typed, title) => {
    expect(titleOfAlias(typed)).toBe(title);
  });

  it.each(['lotrs', 'hp lovecraft', 'the hp', 'sw19', 'titanic', 'xyz', 't3', ''])(
    '%s stands for no title',
    (typed) => {
      expect(titleOfAlias(typed)).toBeUndefined();
    },
  );
});
