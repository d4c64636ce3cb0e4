import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ImportReport } from '@marquee/contracts';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { ImportReportView } from './import-report-view.tsx';

const report = (rows: number): ImportReport => ({
  source: 'letterboxd',
  rows,
  matched: rows,
  created: {
    diary_entries: rows,
    reviews: 0,
    ratings: 0,
    likes: 0,
    watched: 0,
    watchlist: 0,
    playlists: 0,
    playlist_movies: 0,
    visits: 0,
    comments: 0,
    catalog_movies: 0,
  },
  unmatched: [],
  skipped_count: 0,
  skipped: [],
  adjusted_count: 0,
  adjusted: [],
});

describe('import report: how many rows were read', () => {
  afterEach(async () => {
    cleanup();
    await activateLocale('en');
  });

  it('says "row" for one and "rows" for more, with the number grouped', async () => {
    await activateLocale('en');
    render(<ImportReportView report={report(1)} />);
    expect(screen.getByText(/Letterboxd export: 1 row read\./)).toBeTruthy();
    cleanup();
    render(<ImportReportView report={report(1234)} />);
    expect(screen.getByText(/Letterboxd export: 1,234 rows read\./)).toBeTruthy();
  });

  it("uses each language's own singular and plural", async () => {
    await activateLocale('de');
    render(<ImportReportView report={report(1)} />);
    expect(screen.getByText(/Export von Letterboxd: 1 Zeile gelesen\./)).toBeTruthy();
    cleanup();
    await activateLocale('fr');
    render(<ImportReportView report={report(2)} />);
    expect(screen.getByText(/Export Letterboxd : 2 lignes lues\./)).toBeTruthy();
  });
});
