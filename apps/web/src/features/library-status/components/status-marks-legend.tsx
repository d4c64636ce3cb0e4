import { Info } from 'lucide-react';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron.tsx';
import { StatusMarkIcon, type StatusMarkKind } from './status-mark-icons.tsx';
import { type Message, useT } from '../../../lib/i18n/i18n.ts';
import { libraryStatusMessages as m } from '../messages.ts';

const MEANINGS: { kind: StatusMarkKind; text: Message }[] = [
  { kind: 'watched', text: m.youWatched },
  { kind: 'want_to_watch', text: m.onWatchlist },
  { kind: 'rating', text: m.yourRating },
  { kind: 'liked', text: m.youLiked },
];

/** A small 'What the marks mean' disclosure explaining the marks on posters, for the personal list pages. */
export function StatusMarksLegend() {
  const t = useT();
  return (
    <details className="group/legend mb-6 text-sm">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md py-1 text-muted transition-colors hover:text-text [&::-webkit-details-marker]:hidden">
        <Info size={16} aria-hidden="true" />
        {t(m.whatMarksMean)}
        <DisclosureChevron open={false} size={16} className="group-open/legend:rotate-180" />
      </summary>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 rounded-[var(--radius-card)] border border-hairline bg-surface px-4 py-3">
        {MEANINGS.map(({ kind, text }) => (
          <li key={kind} className="inline-flex items-center gap-2">
            <StatusMarkIcon kind={kind} size={16} />
            {t(text)}
          </li>
        ))}
      </ul>
    </details>
  );
}
