import { useState } from 'react';
import toast from 'react-hot-toast';
import { CALENDAR_PAST_DAYS } from '@marquee/contracts';
import { AddressCaveat } from '../../../components/ui/address-caveat.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePublicAddress } from '../../../lib/use-public-address.ts';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/use-calendar-feed.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { calendarMessages as m } from '../messages.ts';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-[var(--radius-card)] border px-4 text-sm font-semibold transition-colors duration-150 disabled:opacity-60';

/**
 * The secret address of the watchlist's release calendar: copy it into a calendar app (shown once, when made: the
 * server keeps only its hash), make a new one, or turn it off.
 */
export function CalendarSection() {
  const t = useT();
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [confirm, setConfirm] = useState<'rotate' | 'revoke'>();
  const run = (what: 'rotate' | 'revoke') =>
    change.mutate(what, {
      onSuccess: () => toast.success(translate(what === 'rotate' ? m.ready : m.turnedOff)),
      onError: (failure) => toast.error(errorText(failure)),
    });
  const { addressOf, caveat } = usePublicAddress();
  const address = feed.data?.feed_path && addressOf(feed.data.feed_path);

  return (
    <section
      aria-labelledby="calendar-title"
      className="rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6"
    >
      <h2 id="calendar-title" className="text-xl font-semibold">
        {t(m.title)}
      </h2>
      <p className="mt-1 text-sm text-muted">{t(m.intro, { days: CALENDAR_PAST_DAYS })}</p>
      <div className="mt-5 flex flex-col gap-4">
        {feed.isPending ? (
          <Spinner label={t(m.loading)} />
        ) : feed.isError ? (
          <ErrorMessage message={errorText(feed.error)} />
        ) : feed.data.active ? (
          <>
            {address ? (
              <div className="flex flex-col gap-1.5">
                <CopyField label={t(m.address)} value={address} />
                <p className="text-xs text-muted">{t(m.shownOnce)}</p>
                <AddressCaveat caveat={caveat} />
              </div>
            ) : (
              <p className="text-sm text-muted">
                {feed.data.created_at
                  ? t(m.isOnMade, { date: formatDateTime(feed.data.created_at) })
                  : t(m.isOn)}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <button
                type="button"
                className={`${BUTTON} border-hairline hover:bg-surface-2`}
                disabled={change.isPending}
                onClick={() => setConfirm('rotate')}
              >
                {t(m.newAddress)}
              </button>
              <button
                type="button"
                className={`${BUTTON} border-danger text-danger hover:bg-danger hover:text-bg`}
                disabled={change.isPending}
                onClick={() => setConfirm('revoke')}
              >
                {t(m.turnOff)}
              </button>
            </div>
          </>
        ) : (
          <div className="sm:w-56">
            <button
              type="button"
              className={`${BUTTON} w-full border-accent text-accent hover:bg-accent hover:text-on-accent`}
              disabled={change.isPending}
              onClick={() => run('rotate')}
            >
              {t(m.create)}
            </button>
          </div>
        )}
      </div>
      {confirm && (
        <ConfirmDialog
          title={confirm === 'rotate' ? t(m.makeNew) : t(m.turnOffTitle)}
          message={t(m.stopUpdates)}
          confirmLabel={confirm === 'rotate' ? t(m.newAddress) : t(m.turnOff)}
          danger={confirm === 'revoke'}
          onCancel={() => setConfirm(undefined)}
          onConfirm={() => {
            setConfirm(undefined);
            run(confirm);
          }}
        />
      )}
    </section>
  );
}
