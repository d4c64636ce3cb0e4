import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';
import { respell } from './respell.ts';
import { titleOfAlias } from './title-aliases.ts';

/** German typed without umlauts writes them as the vowel and 'e' ('kuerzer', 'Koenig'): read as the umlaut. */
describe('umlauts typed as digraphs', () => {
  it('reads a German word so typed as the lexicons spell it', () => {
    expect(respell('die kuerzesten komoedien')).toBe('die kurzesten komodien');
    expect(parsePrompt('zeig mir die kuerzesten komoedien').query).toMatchObject({
      genreIds: [35],
      sort: 'shortest',
    });
  });

  it('leaves words that hold the letters for other reasons', () => {
    expect(respell('neue abenteuer, blue velvet or what does joe like')).toBe(
      'neue abenteuer, blue velvet or what does joe like',
    );
  });

  it.each([
    ['der koenig der loewen', 'The Lion King'],
    ['das schweigen der laemmer', 'The Silence of the Lambs'],
  ])('reads the local title %s', (typed, title) => {
    expect(titleOfAlias(typed)).toBe(title);
  });
});
