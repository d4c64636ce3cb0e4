/** Where each supported export comes from, so a person knows which file to bring. */
const SOURCES = [
  {
    name: 'Letterboxd',
    file: 'the .zip export',
    how: 'Settings → Data → Export your data. Diary (with rewatches), ratings, watched films, watchlist, likes and lists.',
  },
  {
    name: 'IMDb',
    file: 'ratings.csv',
    how: 'Your Ratings → the ⋯ menu → Export. Every rating, matched by its IMDb id.',
  },
  {
    name: 'Trakt',
    file: 'the .zip of JSON files, or one .json file',
    how: 'Settings → Your data → Export. History, ratings and watchlist.',
  },
  {
    name: 'Marquee',
    file: 'a Marquee export .zip',
    how: 'From this page on another Marquee: restores your diary, ratings, lists and recently visited movies.',
  },
] as const;

export function ImportSources() {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {SOURCES.map((source) => (
        <div
          key={source.name}
          className="rounded-[var(--radius-card)] border border-hairline bg-surface px-4 py-3"
        >
          <dt className="font-semibold">
            {source.name} <span className="font-normal text-muted">· {source.file}</span>
          </dt>
          <dd className="mt-1 text-sm text-muted">{source.how}</dd>
        </div>
      ))}
    </dl>
  );
}
