import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

/**
 * A comparison of years turned down is a bound ('nothing older than 2005' is 2005 on), in every language; its words
 * ask for no more films, no change of the last answer, no order, no layout and name no one.
 */
const CASES: [string, { yearFrom?: number; yearTo?: number }][] = [
  ['a thriller, but nothing earlier than 1995', { yearFrom: 1995 }],
  ['war films, nothing more recent than 1985', { yearTo: 1985 }],
  ['una de miedo, nada más vieja que 2012', { yearFrom: 2012 }],
  ['un polar, rien de plus ancien que 1998', { yearFrom: 1998 }],
  ['une comédie mais rien de plus récent que 1990', { yearTo: 1990 }],
  ['einen Krimi, nichts früher als 1975', { yearFrom: 1975 }],
  ['uma comédia, nada mais velho que 2008', { yearFrom: 2008 }],
  ['un giallo, niente di più nuovo del 1980', { yearTo: 1980 }],
];

describe('a comparison of years turned down', () => {
  it.each(CASES)('%s', (message, years) => {
    const parsed = parsePrompt(message);
    expect(parsed.query.yearFrom).toBe(years.yearFrom);
    expect(parsed.query.yearTo).toBe(years.yearTo);
    expect(parsed.query.avoidPeople).toEqual([]);
    expect(parsed.query.sort).toBeUndefined();
    expect(parsed.followUp).toMatchObject({ more: false, older: false, newer: false });
    expect(parsed.layout).toBeUndefined();
  });
});
