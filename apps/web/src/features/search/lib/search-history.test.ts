import { beforeEach, describe, expect, it } from 'vitest';
import { addToSearchHistory, readSearchHistory, SEARCH_HISTORY_KEY } from './search-history.ts';

describe('search history', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the newest first, de-duplicates ignoring case and keeps at most 10', () => {
    for (let index = 1; index <= 12; index += 1) addToSearchHistory(`movie ${index}`);
    addToSearchHistory('  MOVIE 5 ');
    const history = readSearchHistory();
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('MOVIE 5');
    expect(history.filter((entry) => entry.toLowerCase() === 'movie 5')).toHaveLength(1);
    expect(history).not.toContain('movie 1');
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(history);
  });

  it('ignores blank searches and reads foreign storage content as an empty history', () => {
    addToSearchHistory('   ');
    expect(readSearchHistory()).toEqual([]);
    window.localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(readSearchHistory()).toEqual([]);
    expect(addToSearchHistory('Heat')).toEqual(['Heat']);
  });
});
