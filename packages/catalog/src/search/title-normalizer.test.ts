import { describe, expect, it } from 'vitest';
import { titleKey, titleSearchForms, titleWords } from './title-normalizer.ts';

describe('title normaliser', () => {
  it.each([
    ['12 Monkeys', 'Twelve Monkeys'],
    ['godfather 2', 'The Godfather: Part II'],
    ['The Godfather Part 2', 'The Godfather: Part II'],
    ['godfather part ii', 'The Godfather Part Two'],
    ['Rocky II', 'rocky 2'],
    ['Rocky V', 'rocky 5'],
    ['Star Wars: Episode IV', 'star wars episode 4'],
    ['Star Wars: Episode I', 'Star Wars - Episode One'],
    ["Ocean's Eleven", 'oceans 11'],
    ['Ocean’s Eleven', "OCEAN'S 11"],
    ['Fast & Furious', 'fast and furious'],
    ['Twenty-One Grams', '21 Grams'],
    ['One Hundred and One Dalmatians', '101 Dalmatians'],
    ['Dune: Part Two', 'dune 2'],
    ['Léon: The Professional', 'leon the professional'],
    ['Amélie', 'AMELIE'],
    ['Mulholland Dr.', 'mulholland dr'],
    ['WALL·E', 'wall e'],
    ['Spider-Man: Into the Spider-Verse', 'spider man into the spider verse'],
    ['The Godfather', 'Godfather, The'],
    ['El Topo', 'topo'],
    ['Fantastic Mr. Fox', 'fantastic mr fox'],
    [
      'Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb',
      'dr strangelove or how i learned to stop worrying and love the bomb',
    ],
    ['Blåbær Ørnen Straße', 'blabaer ornen strasse'],
  ])('makes "%s" and "%s" equal', (a, b) => {
    expect(titleKey(a)).toBe(titleKey(b));
  });

  it.each([
    ['The Godfather', 'The Godfather: Part II'],
    ['Rocky II', 'Rocky III'],
    ['Ocean’s Eleven', "Ocean's Twelve"],
    ['Star Wars: Episode IV', 'Star Wars: Episode VI'],
    ['21 Grams', '21 Jump Street'],
  ])('keeps "%s" and "%s" apart', (a, b) => {
    expect(titleKey(a)).not.toBe(titleKey(b));
  });

  it('reads words that only look like numerals as words', () => {
    expect(titleWords('I, Robot')).toEqual(['i', 'robot']);
    expect(titleWords('Mix Civil Dc')).toEqual(['mix', 'civil', 'dc']);
    expect(titleWords('V for Vendetta')).toEqual(['v', 'for', 'vendetta']);
    expect(titleWords('Malcolm X')).toEqual(['malcolm', '10']);
    // "Part" stays a word unless a number follows it.
    expect(titleWords('A Part of Me')).toEqual(['a', 'part', 'of', 'me']);
  });

  it('keeps a one-word title that is an article, and articles inside a title', () => {
    expect(titleKey('A')).toBe('a');
    expect(titleKey('The Lord of the Rings: The Two Towers')).toBe('lord of the rings the 2 towers');
  });

  it('searches a query as typed as well when normalising changed it', () => {
    expect(titleSearchForms.query('12 monkeys')).toEqual({ words: ['12', 'monkeys'] });
    expect(titleSearchForms.query('godfather part i')).toEqual({
      words: ['godfather', '1'],
      asTyped: ['godfather', 'part', 'i'],
    });
    expect(titleSearchForms.entry('The Godfather: Part II')).toEqual({
      words: ['the', 'godfather', '2'],
      alternates: ['part', 'ii'],
    });
  });
});
