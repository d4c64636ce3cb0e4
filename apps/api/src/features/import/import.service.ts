import type { Catalog, MatchableMovie, MovieMatcher } from '@marquee/catalog';
import type { ImportReport, ImportStreamLine, ImportUnmatchedRow } from '@marquee/contracts';
import { BadRequestError } from '../../platform/errors.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { ImportRecord, ParsedImport, SourceRow } from './formats/import-records.ts';
import { readUpload } from './formats/read-upload.ts';
import { planImport, type MatchedRecord } from './import-plan.ts';
import type { ImportRepository } from './import.repository.ts';

/** About this many progress lines per import, however long the history. */
const PROGRESS_STEPS = 50;

export interface ImportLog {
  error(details: object, message: string): void;
}

export function createImportService({
  repository,
  catalog,
  log,
}: {
  repository: ImportRepository;
  catalog: Catalog;
  log: ImportLog;
}) {
  return {
    /** Reads the whole upload before anything is written; an unreadable file is a 400 naming file and line. */
    readUpload(fileName: string, bytes: Uint8Array): ParsedImport {
      if (bytes.length === 0) throw new BadRequestError(`${fileName}: the file is empty`);
      return readUpload(fileName, bytes);
    },

    /**
     * Matches every record to a movie (progress lines as it goes), then writes everything in one transaction
     * and ends with the report, or with an error line when nothing could be written.
     */
    async *run(userId: string, parsed: ParsedImport): AsyncGenerator<ImportStreamLine> {
      try {
        const total = parsed.records.length;
        yield { type: 'progress', done: 0, total };
        const matcher = await repository.loadMatcher();
        const lookups = createLookups(catalog, matcher);
        const matched: MatchedRecord[] = [];
        const unmatched: ImportUnmatchedRow[] = [];
        const step = Math.max(1, Math.ceil(total / PROGRESS_STEPS));
        for (const [index, record] of parsed.records.entries()) {
          const movie = matcher.match(record.row) ?? (await lookups.find(record.row));
          if (movie) matched.push({ record, movie });
          else unmatched.push(unmatchedRow(record, lookups.live));
          if ((index + 1) % step === 0 && index + 1 < total)
            yield { type: 'progress', done: index + 1, total };
        }
        yield { type: 'progress', done: total, total };
        const now = uniqueTimestamp();
        const created = await repository.write(userId, planImport(matched, now, parsed), now);
        const report: ImportReport = {
          source: parsed.source,
          rows: total,
          matched: matched.length,
          created: { ...created, catalog_movies: lookups.added },
          unmatched,
        };
        yield { type: 'report', report };
      } catch (error) {
        log.error({ err: error }, 'import failed');
        yield { type: 'error', message: 'The import failed and nothing was saved. Please try again.' };
      }
    },
  };
}

/** In live-TMDB mode, rows the local catalog lacks are looked up on TMDB (once per distinct row) and mirrored. */
function createLookups(catalog: Catalog, matcher: MovieMatcher) {
  const asked = new Map<string, MatchableMovie | null>();
  const state = { added: 0, live: typeof catalog.lookupMovie === 'function' };
  return {
    get added() {
      return state.added;
    },
    live: state.live,
    async find(row: SourceRow): Promise<MatchableMovie | null> {
      if (!catalog.lookupMovie || (!row.imdbId && !row.title)) return null;
      const key = `${row.imdbId}|${row.title.toLowerCase()}|${row.year}`;
      if (asked.has(key)) return asked.get(key) ?? null;
      const found = await catalog.lookupMovie(row).catch(() => null);
      if (found && !matcher.match({ tmdbId: found.id })) {
        matcher.add([found]);
        state.added++;
      }
      asked.set(key, found);
      return found;
    },
  };
}

function unmatchedRow(record: ImportRecord, live: boolean): ImportUnmatchedRow {
  const { row } = record;
  const where = live ? 'in the catalog or on TMDB' : 'in the catalog';
  const reason =
    !row.title && !row.imdbId && !row.tmdbId
      ? 'The row names no movie'
      : row.imdbId && !row.title
        ? `No movie with IMDb id ${row.imdbId} ${where}`
        : `No movie titled "${row.title}"${row.year ? ` from ${row.year} (±1)` : ''} ${where}`;
  return { file: row.file, line: row.line, title: row.title, year: row.year, imdb_id: row.imdbId, reason };
}
