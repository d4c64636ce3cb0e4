import { Download } from 'lucide-react';
import type { ImportReport } from '@marquee/contracts';
import { downloadUnmatchedRows } from '../api/unmatched-csv.ts';

const SOURCE_NAMES: Record<ImportReport['source'], string> = {
  letterboxd: 'Letterboxd',
  imdb: 'IMDb',
  trakt: 'Trakt',
  marquee: 'Marquee',
};

const CREATED_LABELS: [keyof ImportReport['created'], string][] = [
  ['diary_entries', 'Diary entries'],
  ['reviews', 'Reviews'],
  ['ratings', 'Ratings'],
  ['watched', 'Marked watched'],
  ['watchlist', 'Added to watchlist'],
  ['likes', 'Likes'],
  ['playlists', 'Playlists'],
  ['playlist_movies', 'Movies in playlists'],
  ['visits', 'Recently visited'],
  ['comments', 'Comments'],
  ['catalog_movies', 'Movies added to the catalog'],
];

const formatter = new Intl.NumberFormat('en');
/** Reviews sit on diary entries, which are counted already. */
const created = (report: ImportReport) =>
  Object.entries(report.created).reduce((sum, [key, count]) => (key === 'reviews' ? sum : sum + count), 0);

export function ImportReportView({ report }: { report: ImportReport }) {
  const totals = [
    { label: 'Matched', value: report.matched },
    { label: 'Created', value: created(report) },
    { label: 'Unmatched', value: report.rows - report.matched },
  ];
  return (
    <section aria-labelledby="import-report-title" className="flex flex-col gap-5">
      <div>
        <h2 id="import-report-title" className="text-xl font-semibold md:text-2xl">
          Import finished
        </h2>
        <p className="mt-1 text-sm text-muted">
          {SOURCE_NAMES[report.source]} export: {formatter.format(report.rows)} rows read.
          {created(report) === 0 && report.matched > 0 && ' Everything in it was already in your library.'}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {totals.map((total) => (
          <div
            key={total.label}
            className="rounded-[var(--radius-card)] border border-hairline bg-surface p-3 md:p-4"
          >
            <dt className="text-xs uppercase tracking-wide text-muted md:text-sm">{total.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums md:text-3xl">
              {formatter.format(total.value)}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {CREATED_LABELS.map(([key, label]) => (
          <div key={key} className="flex justify-between gap-4 border-b border-hairline py-1.5">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{formatter.format(report.created[key])}</dd>
          </div>
        ))}
      </dl>
      {report.unmatched.length > 0 && (
        <ReportRows
          title="Rows we couldn't match"
          caption="Rows that matched no movie"
          rows={report.unmatched}
          download
        />
      )}
      {report.skipped.length > 0 && (
        <ReportRows
          title={`Rows left out (${formatter.format(report.skipped_count)})`}
          caption="Rows left out of the import, and why"
          rows={report.skipped}
        />
      )}
      {report.adjusted.length > 0 && (
        <ReportRows
          title={`Rows saved with a change (${formatter.format(report.adjusted_count)})`}
          caption="Rows saved with a change, and what changed"
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
            <Download size={18} aria-hidden="true" /> Download unmatched rows (CSV)
          </button>
        )}
      </div>
      <div className="max-h-96 overflow-auto rounded-[var(--radius-card)] border border-hairline">
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-surface-2 text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Title
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Year
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Where
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Reason
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.file}:${row.line}`} className="border-t border-hairline">
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{row.title || row.imdb_id || '—'}</td>
                <td className="px-3 py-2 tabular-nums">{row.year ?? '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap text-muted">
                  {row.file}:{row.line}
                </td>
                <td className="px-3 py-2 text-muted">{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
