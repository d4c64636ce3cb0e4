import { describe, expect, it } from 'vitest';
import { unmatchedRowsCsv } from './unmatched-csv.ts';

describe('unmatched rows CSV', () => {
  it('quotes commas, quotes and line breaks so the file reads back as the same rows', () => {
    const text = unmatchedRowsCsv([
      {
        file: 'lists/sunday, late.csv',
        line: 8,
        title: 'The "Quiet" Keeper',
        year: null,
        imdb_id: 'tt9999998',
        reason: 'No movie titled "The "Quiet" Keeper"\nin the catalog',
      },
    ]);
    expect(text.split('\r\n')[0]).toBe('File,Line,Title,Year,imdbID,Reason');
    expect(text).toContain(
      '"lists/sunday, late.csv",8,"The ""Quiet"" Keeper",,tt9999998,"No movie titled ""The ""Quiet"" Keeper""\nin the catalog"\r\n',
    );
  });
});
