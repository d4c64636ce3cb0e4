import { describe, expect, it } from 'vitest';
import { rememberedByText } from './remembered.ts';

describe('rememberedByText', () => {
  it('reads a text once while it is remembered, and again once newer texts pushed it out', () => {
    const read: string[] = [];
    const upper = rememberedByText((text) => {
      read.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(read).toEqual(['a', 'b']);
    upper('c'); // the oldest, 'a', makes room
    expect(upper('b')).toBe('B');
    expect(upper('a')).toBe('A');
    expect(read).toEqual(['a', 'b', 'c', 'a']);
  });
});
