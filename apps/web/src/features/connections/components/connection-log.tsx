import type { ConnectionEvent, ConnectionEventOutcome, ConnectionSource } from '@marquee/contracts';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConnectionEvents } from '../api/connections-api.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { useT, type Message } from '../../../lib/i18n/i18n.ts';
import { apiText } from '../../../lib/i18n/known-text.ts';
import { connectionMessages as m } from '../messages.ts';

const OUTCOME_LABELS: Record<ConnectionEventOutcome, { label: Message; tone: string }> = {
  logged: { label: m.logged, tone: 'border-success/50 text-success' },
  duplicate: { label: m.alreadyLogged, tone: 'border-hairline text-muted' },
  ignored: { label: m.ignored, tone: 'border-hairline text-muted' },
  unmatched: { label: m.noMatch, tone: 'border-accent/60 text-accent' },
  malformed: { label: m.unreadable, tone: 'border-danger/60 text-danger' },
  rejected: { label: m.refused, tone: 'border-danger/60 text-danger' },
};

const TO_THE_MINUTE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function EventRow({ event }: { event: ConnectionEvent }) {
  const t = useT();
  const outcome = OUTCOME_LABELS[event.outcome];
  return (
    <li className="flex flex-col gap-1 border-t border-hairline py-3 first:border-t-0 sm:flex-row sm:items-start sm:gap-4">
      <span className="shrink-0 text-xs tabular-nums text-muted sm:w-40">
        <time dateTime={event.received_at}>{formatDateTime(event.received_at, TO_THE_MINUTE)}</time>
      </span>
      <span className={`w-fit shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium ${outcome.tone}`}>
        {t(outcome.label)}
      </span>
      <span className="min-w-0 text-sm">
        <span className="font-medium">
          {event.title ? `${event.title}${event.year ? ` (${event.year})` : ''}` : event.event}
        </span>
        <span className="block break-words text-muted">{apiText(event.reason)}</span>
      </span>
    </li>
  );
}

/** The connection's last events, newest first, refreshed while the page is open. */
export function ConnectionLog({ source, emptyHint }: { source: ConnectionSource; emptyHint: string }) {
  const t = useT();
  const events = useConnectionEvents(source, true);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{t(m.recentEvents)}</h3>
      {events.isPending ? (
        <Spinner size={24} label={t(m.loadingLog)} />
      ) : events.isError ? (
        <ErrorMessage message={errorText(events.error)} />
      ) : events.data.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-hairline px-4 py-5 text-sm text-muted">
          {t(m.nothingYet, { hint: emptyHint })}
        </p>
      ) : (
        <ol aria-label={t(m.recentEvents)} className="flex flex-col">
          {events.data.map((event) => (
            <EventRow key={event.event_id} event={event} />
          ))}
        </ol>
      )}
    </div>
  );
}
