import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

describe('the list word, then the marks it is to have', () => {
  it.each([
    'list with bullet points: 5 war films from the 70s',
    'liste avec des tirets : 5 films policiers des annees 90',
    'liste mit aufzahlungszeichen 3 komodien aus den 90ern',
    'lista con vinetas: 4 peliculas de guerra',
  ])('%j asks for bullets, and keeps the films asked', (text) => {
    const parsed = parsePrompt(text);
    expect(parsed.layout?.shape).toBe('bullets');
    expect(parsed.query.count).toBeGreaterThan(2);
  });
});

describe('a column with more than one word placing it beside each film', () => {
  it.each([
    ['komodien bitte, eine pro zeile, mit der laufzeit jeweils daneben', ['runtime']],
    ['thrillers please, one per line and the runtime next to each one', ['runtime']],
    ['faroestes por favor, um por linha e o diretor ao lado de cada um', ['director']],
    ['des westerns, un par ligne et le realisateur a cote de chacun', ['director']],
  ])('%j lays each film out with %j', (text, columns) => {
    expect(parsePrompt(text).layout?.columns).toEqual(columns);
  });
});
