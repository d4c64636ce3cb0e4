import type { ImportSource } from '@marquee/contracts';
import { BadRequestError } from '../../../platform/errors.ts';

/** Where a record came from and what it says about its movie (any of the ids or the title may be missing). */
export interface SourceRow {
  /** File inside the upload (`diary.csv`, `lists/horror.csv`). */
  file: string;
  /** 1-based CSV line (the header is line 1) or 1-based JSON array item. */
  line: number;
  title: string;
  year: number | null;
  imdbId: string | null;
  tmdbId: number | null;
}

/** One thing an export says the person did with a movie. Dates are `YYYY-MM-DD` or ISO timestamps, null when unknown. */
export type ImportRecord =
  | { kind: 'watched'; row: SourceRow; date: string | null }
  | {
      kind: 'diary';
      row: SourceRow;
      watchedOn: string;
      rating: number | null;
      rewatch: boolean;
      review: string | null;
      tags?: string[];
    }
  | { kind: 'rating'; row: SourceRow; rating: number; date: string | null }
  | { kind: 'watchlist'; row: SourceRow; date: string | null }
  | { kind: 'like'; row: SourceRow; date: string | null }
  | { kind: 'playlist'; row: SourceRow; playlist: string; date: string | null }
  | { kind: 'visit'; row: SourceRow; visitedAt: string }
  | {
      kind: 'comment';
      row: SourceRow;
      text: string;
      createdAt: string;
      /** The comment's id where it was exported, and the id of the comment it answered there. */
      exportedId: number;
      exportedParentId: number | null;
    };

/** A row left out of the import, or saved with a change, and why. */
export interface RowNote {
  row: SourceRow;
  reason: string;
}

export interface ParsedImport {
  source: ImportSource;
  records: ImportRecord[];
  /** Rows that are not left out silently: series and episodes, blank comments... */
  skipped?: RowNote[];
  /** Rows saved with a change: a review cut to the limit, a date in the future moved to today... */
  adjusted?: RowNote[];
  /**
   * True when the records say everything about the library (our own export): a diary entry or a rating then
   * doesn't also mark the movie watched, as it does for other sites' exports, which list watched films apart.
   */
  complete?: boolean;
  /** Playlists to have even when none of their movies match (an empty playlist in our own export). */
  playlistNames?: string[];
}

/** The upload can't be read: answered 400 before anything is written, naming the file and the line. */
export class MalformedImportError extends BadRequestError {
  constructor(file: string, line: number | null, problem: string) {
    super(line === null ? `${file}: ${problem}` : `${file}, line ${line}: ${problem}`);
  }
}
