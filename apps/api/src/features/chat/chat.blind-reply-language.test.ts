import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../eval/blind/blind-runner.ts';

/** The blind runner's check of a reply's language: a word two languages share cannot decide it alone. */
describe('the blind check of the reply language', () => {
  it.each([
    [
      'Ähnlich wie die Filme, die du mochtest: 1. Heat, weil du Ronin mochtest. 2. Thief, weil du Collateral mochtest.',
      'de',
    ],
    ['Wenn du Komödien magst und du Zeit hast: hier drei, die du sehen kannst.', 'de'],
    ['Je te propose des films du même genre : voici trois comédies pour ce soir.', 'fr'],
    // A word of three languages ('dura') still counts for each of them.
    [
      'La película **[The Lord of the Rings: The Two Towers](/movie/121)** (2002) dura 179 minutos (2 h 59 min).',
      'es',
    ],
  ])('%s', (reply, lang) => {
    expect(detectLanguage(reply)).toBe(lang);
  });
});
