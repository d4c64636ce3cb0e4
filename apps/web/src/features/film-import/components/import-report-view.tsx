import { Download } from 'lucide-react';
import type { ImportReport } from '@marquee/contracts';
import { downloadUnmatchedRows } from '../api/unmatched-csv.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { translate, useT, type Message } from '../../../lib/i18n/i18n.ts';
import { apiText } from '../../../lib/i18n/known-text.ts';
import { importMessages as m } from '../messages.ts';

const SOURCE_NAMES: Record<ImportReport['source'], string> = {
  letterboxd: 'Letterboxd',
  imdb: 'IMDb',
  trakt: 'Trakt',
  marquee: 'Marquee',
};

const CREATED_LABELS: [keyof ImportReport['created'], Message][] = [
  ['diary_entries', m.diaryEntries],
  ['reviews', m.reviews],
  ['ratings', m.ratings],
  ['watched', m.markedWatched],
  ['watchlist', m.addedToWatchlist],
  ['likes', m.likes],
  ['playlists', m.playlists],
  ['playlist_movies', m.moviesInPlaylists],
  ['visits', m.recentlyVisited],
  ['comments', m.comments],
  ['catalog_movies', m.catalogMovies],
];

const HEADER_CELL = 'px-3 py-2 font-medium';
const BODY_CELL = 'sm:px-3 sm:py-2';

/** "diary.csv, line 4"; a note about a whole file (line 0) names the file alone. */
const whereOf = (row: ImportReport['unmatched'][number]) =>
  row.line > 0 ? translate(m.fileLine, { file: row.file, line: row.line }) : row.file;
/** A row's title; a note about a whole file (line 0) is titled by the API with what the file holds. */
const titleOf = (row: ImportReport['unmatched'][number]) =>
  row.line > 0 ? row.title : row.title && apiText(row.title);
/** Reviews sit on diary entries, which are counted already. */
const created = (report: ImportReport) =>
  Object.entries(report.created).reduce((sum, [key, count]) => (key === 'reviews' ? sum : sum + count), 0);

/** The three headline figures, each saying what it counts: rows of the file, or things added to the library. */
function ReportTotals({ report }: { report: ImportReport }) {
  const t = useT();
  const unmatched = report.rows - report.matched;
  const totals = [
    {
      label: t(m.rowsMatched),
      value: report.matched,
      note: t(m.ofRows, { rows: formatNumber(report.rows) }),
    },
    {
      label: t(m.addedToLibrary),
      value: created(report),
      note: t(m.addedNote),
    },
    {
      label: t(m.rowsUnmatched),
      value: unmatched,
      note: unmatched > 0 ? t(m.listedBelow) : t(m.everyRowFound),
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {totals.map((total) => (
        <div
          key={total.label}
          className="rounded-[var(--radius-card)] border border-hairline bg-surface p-3 md:p-4"
        >
          <dt className="text-sm text-muted">{total.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums md:text-3xl">
            {formatNumber(total.value)}
          </dd>
          <dd className="mt-1 text-xs text-muted">{total.note}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ImportReportView({ report }: { report: ImportReport }) {
  const t = useT();
  return (
    <section aria-labelledby="import-report-title" className="flex flex-col gap-5">
      <div>
        <h2 id="import-report-title" className="text-xl font-semibold md:text-2xl">
          {t(m.finished)}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t(m.rowsRead, { source: SOURCE_NAMES[report.source], rows: report.rows })}
          {created(report) === 0 && report.matched > 0 && ` ${t(m.alreadyInLibrary)}`}
        </p>
      </div>
      <ReportTotals report={report} />
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-muted">{t(m.whatItAdded)}</h3>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {CREATED_LABELS.map(([key, label]) => (
            <div key={key} className="flex justify-between gap-4 border-b border-hairline py-1.5">
              <dt className="text-muted">{t(label)}</dt>
              <dd className="tabular-nums">{formatNumber(report.created[key])}</dd>
            </div>
          ))}
        </dl>
      </div>
      {report.unmatched.length > 0 && (
        <ReportRows
          title={t(m.couldntMatch)}
          caption={t(m.couldntMatchCaption)}
          rows={report.unmatched}
          download
        />
      )}
      {report.skipped.length > 0 && (
        <ReportRows
          title={t(m.leftOut, { count: formatNumber(report.skipped_count) })}
          caption={t(m.leftOutCaption)}
          rows={report.skipped}
        />
      )}
      {report.adjusted.length > 0 && (
        <ReportRows
          title={t(m.changed, { count: formatNumber(report.adjusted_count) })}
          caption={t(m.changedCaption)}
          rows={report.adjusted}
        />
      )}
    </section>
  );
}

function ReportRows({
  title,
  caption,
  rows,
  download = false,
}: {
  title: string;
  caption: string;
  rows: ImportReport['unmatched'];
  download?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{title}</h3>
        {download && (
          <button
            type="button"
            onClick={() => downloadUnmatchedRows(rows)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-hairline px-4 font-medium transition-colors hover:bg-surface-2"
          >
            <Download size={18} aria-hidden="true" /> {t(m.downloadUnmatched)}
          </button>
        )}
      </div>
      {/*
        On phones each row stacks (title and year, then where, then why) instead of scrolling sideways; the rows'
        and cells' roles keep them a table for assistive tech whatever their display.
      */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-[var(--radius-card)] border border-hairline"
      >
        <table className="w-full text-left text-sm sm:min-w-[560px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="sr-only bg-surface-2 text-muted sm:not-sr-only sm:sticky sm:top-0">
            <tr>
              <th scope="col" className={HEADER_CELL}>
                {t(m.titleColumn)}
              </th>
              <th scope="col" className={HEADER_CELL}>
                {t(m.year)}
              </th>
              <th scope="col" className={HEADER_CELL}>
                {t(m.where)}
              </th>
              <th scope="col" className={HEADER_CELL}>
                {t(m.reason)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                role="row"
                key={`${row.file}:${row.line}:${row.reason}`}
                className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 border-t border-hairline px-3 py-2 first:border-t-0 sm:table-row sm:p-0 sm:first:border-t"
              >
                <td
                  role="cell"
                  className={`font-medium [overflow-wrap:anywhere] sm:font-normal ${BODY_CELL}`}
                >
                  {titleOf(row) || row.imdb_id || '—'}
                </td>
                <td
                  role="cell"
                  className={`text-right tabular-nums text-muted sm:text-left sm:text-text ${BODY_CELL}`}
                >
                  {/* A note about a file or a list has no year: a dash in the table, nothing when stacked. */}
                  {row.year ?? <span className="hidden sm:inline">—</span>}
                </td>
                <td
                  role="cell"
                  className={`col-span-2 text-xs text-muted [overflow-wrap:anywhere] sm:text-sm ${BODY_CELL}`}
                >
                  {whereOf(row)}
                </td>
                <td role="cell" className={`col-span-2 text-muted ${BODY_CELL}`}>
                  {apiText(row.reason)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
