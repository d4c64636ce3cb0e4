import type { CatalogFacts, MatchableMovie, MovieMatcher } from '@marquee/catalog';
import {
  IMPORT_REPORT_LIST_LIMIT,
  type ImportReport,
  type ImportStreamLine,
  type ImportUnmatchedRow,
} from '@marquee/contracts';
import { BadRequestError } from '../../platform/errors.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { ImportRecord, ParsedImport, RowNote, SourceRow } from './formats/import-records.ts';
import { readUploadOnThread } from './formats/read-upload-thread.ts';
import { planImport, type MatchedRecord } from './import-plan.ts';
import type { ImportRepository } from './import.repository.ts';
import { nextTurn } from '../../platform/next-turn.ts';

/** About this many progress lines per import, however long the history. */
const PROGRESS_STEPS = 50;
/** Records matched between two turns of the event loop, so other requests are answered meanwhile. */
const MATCHES_PER_TURN = 500;

export interface ImportLog {
  error(details: object, message: string): void;
}

export function createImportService({
  repository,
  catalog,
  log,
}: {
  repository: ImportRepository;
  catalog: CatalogFacts;
  log: ImportLog;
}) {
  return {
    /**
     * Reads the whole upload (on a worker thread) before anything is written; an unreadable file is a 400
     * naming file and line, an archive over the limits a 413.
     */
    async readUpload(fileName: string, bytes: Uint8Array): Promise<ParsedImport> {
      if (bytes.length === 0) throw new BadRequestError(`${fileName}: the file is empty`);
      return readUploadOnThread(fileName, bytes);
    },

    /**
     * Matches every record to a movie (progress lines as it goes), then writes everything in one transaction
     * and ends with the report, or with an error line when nothing could be written.
     */
    async *run(
      userId: string,
      parsed: ParsedImport,
      done: () => void = () => {},
    ): AsyncGenerator<ImportStreamLine> {
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
          else if (unmatched.length < IMPORT_REPORT_LIST_LIMIT)
            unmatched.push(unmatchedRow(record, lookups.live));
          if ((index + 1) % step === 0 && index + 1 < total)
            yield { type: 'progress', done: index + 1, total };
          if ((index + 1) % MATCHES_PER_TURN === 0) await nextTurn();
        }
        yield { type: 'progress', done: total, total };
        const now = uniqueTimestamp();
        const created = await repository.write(userId, await planImport(matched, now, parsed), now);
        const report: ImportReport = {
          source: parsed.source,
          rows: total,
          matched: matched.length,
          created: { ...created, catalog_movies: lookups.added },
          unmatched,
          skipped_count: parsed.skipped?.length ?? 0,
          skipped: listed(parsed.skipped),
          adjusted_count: parsed.adjusted?.length ?? 0,
          adjusted: listed(parsed.adjusted),
        };
        yield { type: 'report', report };
      } catch (error) {
        log.error({ err: error }, 'import failed');
        yield { type: 'error', message: 'The import failed and nothing was saved. Please try again.' };
      } finally {
        done();
      }
    },
  };
}

/** In live-TMDB mode, rows the local catalog lacks are looked up on TMDB (once per distinct row) and mirrored. */
function createLookups(catalog: CatalogFacts, matcher: MovieMatcher) {
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

const noted = ({ row, reason }: RowNote): ImportUnmatchedRow => ({
  file: row.file,
  line: row.line,
  title: row.title,
  year: row.year,
  imdb_id: row.imdbId,
  reason,
});
const listed = (notes: RowNote[] = []) => notes.slice(0, IMPORT_REPORT_LIST_LIMIT).map(noted);

function unmatchedRow(record: ImportRecord, live: boolean): ImportUnmatchedRow {
  const { row } = record;
  const where = live ? 'in the catalog or on TMDB' : 'in the catalog';
  const reason =
    !row.title && !row.imdbId && !row.tmdbId
      ? 'The row names no movie'
      : row.imdbId && !row.title
        ? `No movie with IMDb id ${row.imdbId} ${where}`
        : `No movie titled "${row.title}"${row.year ? ` from ${row.year} (±1)` : ''} ${where}`;
  return noted({ row, reason });
}
