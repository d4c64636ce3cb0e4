import { useT, type Message } from '../../../lib/i18n/i18n.ts';
import { importMessages as m } from '../messages.ts';

/** Where each supported export comes from, so a person knows which file to bring. */
const SOURCES: { name: string; file: Message | string; how: Message }[] = [
  { name: 'Letterboxd', file: m.letterboxdFile, how: m.letterboxdHow },
  { name: 'IMDb', file: 'ratings.csv', how: m.imdbHow },
  { name: 'Trakt', file: m.traktFile, how: m.traktHow },
  { name: 'Marquee', file: m.marqueeFile, how: m.marqueeHow },
];

export function ImportSources() {
  const t = useT();
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {SOURCES.map((source) => (
        <div
          key={source.name}
          className="rounded-[var(--radius-card)] border border-hairline bg-surface px-4 py-3"
        >
          <dt className="font-semibold">
            {source.name}{' '}
            <span className="font-normal text-muted">
              · {typeof source.file === 'string' ? source.file : t(source.file)}
            </span>
          </dt>
          <dd className="mt-1 text-sm text-muted">{t(source.how)}</dd>
        </div>
      ))}
    </dl>
  );
}
