import { describe, expect, it } from 'vitest';
import { displayNameSchema } from './auth.ts';
import { cleanDisplayName, cleanText, hasVisibleText, MAX_COMBINING_MARKS } from './text-hygiene.ts';

const ACUTE = '\u0301';

describe('cleaning what people write', () => {
  it('removes NUL and other control characters, keeping line breaks and tabs in multi-line text', () => {
    expect(cleanText('Great\u0000 film\u0007!')).toBe('Great film!');
    expect(cleanText('First paragraph.\n\nSecond\tone.')).toBe('First paragraph.\n\nSecond\tone.');
    expect(cleanText('Road\nMovies\t2024', { singleLine: true })).toBe('Road Movies 2024');
  });

  it('caps the combining marks stacked on one character, so a letter cannot draw over the page', () => {
    const zalgo = `H${ACUTE.repeat(500)}i${'\u0336'.repeat(40)}`;
    expect(cleanText(zalgo)).toBe(
      `H${ACUTE.repeat(MAX_COMBINING_MARKS)}i${'\u0336'.repeat(MAX_COMBINING_MARKS)}`,
    );
  });

  it('leaves real writing alone: accents, Vietnamese, Hindi, Thai, emoji sequences', () => {
    for (const text of [
      'Amélie',
      'Ngô Thanh Vân',
      'Vie\u0302\u0323t Nam', // decomposed: two marks on one letter
      'हिन्दी सिनेमा',
      'ภาพยนตร์',
      '👩‍👩‍👧‍👦 family night 1️⃣',
    ])
      expect(cleanText(text)).toBe(text);
  });

  it('trims the ends', () => {
    expect(cleanText('  Cozy picks  ')).toBe('Cozy picks');
  });
});

describe('telling text that shows from text that draws nothing', () => {
  it('finds no visible text in blanks and invisible characters', () => {
    for (const text of [
      '',
      '   \n\t ',
      '\u200B\u200B\u200B', // zero-width spaces
      '\u200C\u200D\u2060\uFEFF\u00AD', // joiners, word joiner, byte-order mark, soft hyphen
      '\u202E\u200E', // direction overrides and marks
      '\u3164\u115F\uFFA0', // Hangul fillers
      '\u2800\u2800', // Braille blank
      `${ACUTE}${ACUTE}`, // marks on nothing
      '\u3000\u00A0', // ideographic and no-break spaces
    ])
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
  });

  it('finds visible text however small', () => {
    for (const text of ['a', '.', '\u200Bx\u200B', '🎬', '日本'])
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(true);
  });
});

describe('display names', () => {
  it('lose every character that could reorder or hide part of them, keeping joiners of emoji and scripts', () => {
    expect(cleanDisplayName('Ann\u202Enimda')).toBe('Annnimda');
    expect(cleanDisplayName('\u2066Admin\u2069\u200E \u00ADTeam\uFEFF')).toBe('Admin Team');
    expect(cleanDisplayName('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(cleanDisplayName('👩‍👩‍👧')).toBe('👩‍👩‍👧');
  });

  it('are refused by the contract when not text, too long, with control characters or blank', () => {
    expect(displayNameSchema.parse(' \u202EMallory\u202C ')).toBe('Mallory');
    for (const [name, message] of [
      [42, 'must be plain text of at most 100 characters'],
      ['x'.repeat(101), 'must be plain text of at most 100 characters'],
      ['Nul\u0000Name', 'must be plain text of at most 100 characters'],
      ['\u202E\u2067\u200B', 'must not be blank'],
    ] as const) {
      const parsed = displayNameSchema.safeParse(name);
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(message);
    }
  });
});
