import { describe, expect, it } from 'vitest';
import { avatarLetter, firstGrapheme, initials } from './display-name.ts';

describe('the first character of a name', () => {
  it('takes a whole emoji, flag or accented letter, never half of a surrogate pair', () => {
    expect(avatarLetter({ name: '🎬 Film Fan' })).toBe('🎬');
    expect(avatarLetter({ name: '👩‍👩‍👧 Family' })).toBe('👩‍👩‍👧');
    expect(avatarLetter({ name: '🇫🇷 Amélie' })).toBe('🇫🇷');
    // "é" written as "e" and a combining accent stays one character.
    expect(avatarLetter({ name: 'e\u0301lodie' })).toBe('E\u0301');
    expect(firstGrapheme('𝒜da')).toBe('𝒜');
  });

  it("is the display name's, else the email's, else '?', in upper case", () => {
    expect(avatarLetter({ name: '  ana ', email: 'zed@example.com' })).toBe('A');
    expect(avatarLetter({ name: ' ', email: 'zed@example.com' })).toBe('Z');
    expect(avatarLetter({ name: null, email: null })).toBe('?');
    expect(avatarLetter(null)).toBe('?');
  });

  it("gives a person's initials from their first two words, whole emoji included", () => {
    expect(initials('Ana Lima Costa')).toBe('AL');
    expect(initials('🎬 Director')).toBe('🎬D');
    expect(initials('  ')).toBe('');
  });
});
