import { describe, expect, it } from 'vitest';
import { seriesOfAlias, titleOfAlias } from './title-aliases.ts';

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

describe('titleOfAlias reads the titles well-known films go by in the other languages', () => {
  it.each([
    ['El Padrino', 'The Godfather'],
    ['o rei leao', 'The Lion King'],
    ['Le Monde de Némo', 'Finding Nemo'],
    ['Zurück in die Zukunft', 'Back to the Future'],
    ['il buono, il brutto, il cattivo', 'The Good, the Bad and the Ugly'],
    ['2001 : l’Odyssée de l’espace', '2001: A Space Odyssey'],
    ['2001 lodyssee de lespace', '2001: A Space Odyssey'],
    ['Mission: Impossible – Phantom Protokoll', 'Mission: Impossible - Ghost Protocol'],
  ])('%s is %s', (typed, title) => {
    expect(titleOfAlias(typed)).toBe(title);
  });

  it.each(['el', 'der', 'padrino del barrio', 'il buono'])('%s stands for no title', (typed) => {
    expect(titleOfAlias(typed)).toBeUndefined();
  });
});

describe('seriesOfAlias reads a local title that names a whole series by its common start', () => {
  const LOTR = [
    'The Lord of the Rings: The Fellowship of the Ring',
    'The Lord of the Rings: The Two Towers',
    'The Lord of the Rings: The Return of the King',
  ];
  it.each([
    'Le Seigneur des anneaux',
    'seigneur des anneaux',
    'der Herr der Ringe',
    'o senhor dos aneis',
    'lotr',
  ])('%s is the three films', (typed) => {
    expect(seriesOfAlias(typed)).toEqual(LOTR);
  });

  it.each(['der pate', 'le parrain', 'las dos torres', 'harry potter', 'nothing at all'])(
    '%s is one film or none, no series',
    (typed) => {
      expect(seriesOfAlias(typed)).toEqual([]);
    },
  );
});
