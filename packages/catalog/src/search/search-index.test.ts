import { describe, expect, it } from 'vitest';
import { compoundTokens, tokenize } from './normalize.ts';
import { SearchIndex } from './search-index.ts';
import { titleSearchForms } from './title-normalizer.ts';

const titles: [number, string, number][] = [
  [157336, 'Interstellar', 724],
  [10, 'Interstate 60', 3],
  [238, 'The Godfather', 143],
  [240, 'The Godfather: Part II', 105],
  [242, 'The Godfather: Part III', 59],
  [1, 'The Father', 200],
  [557, 'Spider-Man', 82],
  [424, "Schindler's List", 104],
  [129, 'Spirited Away', 90],
  [11, 'Amélie', 70],
];
const index = new SearchIndex(titles.map(([id, text, rank]) => ({ id, text, rank })));
const ids = (query: string) => index.search(query).map((hit) => hit.id);

describe('search index', () => {
  it('tolerates typos and unfinished words', () => {
    expect(ids('intersteller')[0]).toBe(157336);
    expect(ids('interst')[0]).toBe(157336);
    expect(ids('interst')).toContain(10);
    expect(ids('godfahter')[0]).toBe(238);
  });

  it("ranks matches on a title's first words before matches deep in a title, however popular", () => {
    const films = new SearchIndex(
      (
        [
          [100402, 'Captain America: The Winter Soldier', 900],
          [324857, 'Spider-Man: Into the Spider-Verse', 800],
          [157336, 'Interstellar', 300],
          [150540, 'Inside Out', 500],
          [77338, 'The Intouchables', 200],
        ] as const
      ).map(([id, text, rank]) => ({ id, text, rank })),
    );
    const found = (query: string) => films.search(query).map((hit) => hit.id);
    expect(found('int')).toEqual([157336, 77338, 324857]);
    expect(found('inte')).toEqual([157336, 324857]);
    // "winter" is one typo from "inter", but on its first letter, which people rarely mistype: no match.
    expect(found('inter')).toEqual([157336]);
    expect(found('ins')[0]).toBe(150540);
    // A query naming words deep in a title still finds that title first.
    expect(found('winter soldier')[0]).toBe(100402);
  });

  it('puts every Godfather film before other matches', () => {
    expect(ids('the godfather').slice(0, 3)).toEqual([238, 240, 242]);
    expect(ids('the godfather')).not.toContain(1);
  });

  it('ignores case, accents, apostrophes and hyphens', () => {
    expect(ids('amelie')).toEqual([11]);
    expect(ids('schindlers list')[0]).toBe(424);
    expect(ids('spiderman')[0]).toBe(557);
    expect(ids('SPIDER MAN')[0]).toBe(557);
  });

  it('answers nothing, without failing, for queries with no words', () => {
    expect(ids('')).toEqual([]);
    expect(ids('🎬 !!')).toEqual([]);
    expect(ids('x'.repeat(500))).toEqual([]);
  });

  it('normalises text the same way on both sides', () => {
    expect(tokenize("L'Âge d'Or")).toEqual(['lage', 'dor']);
    expect(compoundTokens('Spider-Man 2')).toEqual(['spiderman']);
  });
});

describe('search index over normalised titles', () => {
  const films = new SearchIndex(
    [
      ...titles,
      [63, 'Twelve Monkeys', 40],
      [389, '12 Angry Men', 60],
      [1366, 'Rocky II', 30],
      [1371, 'Rocky III', 35],
      [1892, 'Star Wars: Episode IV - A New Hope', 300],
    ].map(([id, text, rank]) => ({ id: Number(id), text: String(text), rank: Number(rank) })),
    titleSearchForms,
  );
  const found = (query: string) => films.search(query).map((hit) => hit.id);

  it('finds numbers written as digits, words or Roman numerals alike', () => {
    expect(found('12 monkeys')[0]).toBe(63);
    expect(found('twelve monkeys')[0]).toBe(63);
    expect(found('godfather 2')[0]).toBe(240);
    expect(found('the godfather part ii')[0]).toBe(240);
    expect(found('rocky 2')).toEqual([1366]);
    expect(found('star wars 4')[0]).toBe(1892);
  });

  it('still finds a title while a number in it is being typed', () => {
    expect(found('twel')[0]).toBe(63);
    expect(found('godfather part i')).toEqual(expect.arrayContaining([240, 242]));
    expect(found('rocky i')).toEqual(expect.arrayContaining([1366, 1371]));
    expect(found('the godfather').slice(0, 3)).toEqual([238, 240, 242]);
  });
});

describe('search index typo budget', () => {
  const movies = new SearchIndex(
    [
      'Heat',
      'Alien',
      'Aliens',
      'Amadeus',
      'Inception',
      'Gladiator',
      'Jaws',
      'Up',
      'Casablanca',
      'Casino',
      'Cars',
    ].map((text, position) => ({ id: position + 1, text, rank: 100 - position })),
  );
  const found = (query: string) => movies.search(query).map((hit) => hit.id);

  it('forgives one typo from four letters and two from eight, swapped letters counting as one', () => {
    expect(found('amadeos')).toEqual([4]);
    expect(found('incpetion')).toEqual([5]);
    expect(found('gldiatr')).toEqual([]);
    expect(found('gladaitr')).toEqual([6]);
    expect(found('casablnaca')).toEqual([9]);
    expect(found('cassablanka')).toEqual([9]);
  });

  it('never guesses at words of three letters or fewer', () => {
    expect(found('jaw')).toEqual([7]);
    expect(found('jwa')).toEqual([]);
    expect(found('hat')).toEqual([]);
  });

  it('finds a word still being typed, even with a typo in it', () => {
    expect(found('u')).toEqual([8]);
    expect(
      found('ca')
        .slice(0, 3)
        .sort((a, b) => a - b),
    ).toEqual([9, 10, 11]);
    expect(found('casabl')).toEqual([9]);
    expect(found('csaabl')).toEqual([9]);
  });

  it('ranks the exact word above a near miss', () => {
    expect(found('alien')).toEqual([2, 3]);
    expect(found('aliens')).toEqual([3, 2]);
  });
});

describe('search index ranking among many titles', () => {
  const common = ['The Man', 'The Night', 'The Last', 'The Road', 'The King', 'The House'];
  const entries = Array.from({ length: 3000 }, (_, position) => ({
    id: position + 1,
    text: `${common[position % common.length]} ${position}`,
    rank: 3000 - position,
  }));
  entries.push(
    { id: 90001, text: 'The Shawshank Redemption', rank: 5 },
    { id: 90002, text: 'Redemption', rank: 1 },
    { id: 90003, text: 'The Redemption of the Shawshank Man', rank: 4000 },
  );
  const large = new SearchIndex(entries);
  const found = (query: string) => large.search(query).map((hit) => hit.id);

  it('finds a rare word among thousands of titles sharing a common one', () => {
    expect(found('the shawshank')).toEqual([90001, 90003]);
    expect(found('shawshank redemption').sort((a, b) => a - b)).toEqual([90001, 90003]);
    expect(found('the redemption')).toEqual([90003, 90001]);
  });

  it('puts the title that is the query first, then titles starting with it, then by popularity', () => {
    expect(found('redemption').slice(0, 3)).toEqual([90002, 90003, 90001]);
    expect(found('the shaw').slice(0, 2)).toEqual([90001, 90003]);
  });

  it('answers every match of a common word, most popular first', () => {
    const hits = found('the');
    expect(hits).toHaveLength(3002);
    expect(hits.slice(0, 3)).toEqual([90003, 1, 2]);
    expect(found('the man')).toHaveLength(501);
  });
});
