import { useState } from 'react';
import toast from 'react-hot-toast';
import { CALENDAR_PAST_DAYS } from '@marquee/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/use-calendar-feed.ts';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-[var(--radius-card)] border px-4 text-sm font-semibold transition-colors duration-150 disabled:opacity-60';

/** The secret address of the watchlist's release calendar: copy it into a calendar app, make a new one, or turn it off. */
export function CalendarSection() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [confirm, setConfirm] = useState<'rotate' | 'revoke'>();
  const run = (what: 'rotate' | 'revoke') =>
    change.mutate(what, {
      onSuccess: () =>
        toast.success(what === 'rotate' ? 'Calendar address ready' : 'Calendar address turned off'),
      onError: (failure) => toast.error(errorText(failure)),
    });
  const address = feed.data?.feed_path && new URL(feed.data.feed_path, window.location.origin).toString();

  return (
    <section
      aria-labelledby="calendar-title"
      className="rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6"
    >
      <h2 id="calendar-title" className="text-xl font-semibold">
        Release calendar
      </h2>
      <p className="mt-1 text-sm text-muted">
        Subscribe to this address in your calendar app to see the release dates of your watchlist: upcoming
        ones and those of the last {CALENDAR_PAST_DAYS} days. Anyone with the address can see them, so keep it
        to yourself.
      </p>
      <div className="mt-5 flex flex-col gap-4">
        {feed.isPending ? (
          <Spinner label="Loading your calendar address" />
        ) : feed.isError ? (
          <ErrorMessage message={errorText(feed.error)} />
        ) : address ? (
          <>
            <CopyField label="Calendar address" value={address} />
            <div className="flex flex-col gap-2 sm:flex-row">
              <button
                type="button"
                className={`${BUTTON} border-hairline hover:bg-surface-2`}
                disabled={change.isPending}
                onClick={() => setConfirm('rotate')}
              >
                New address
              </button>
              <button
                type="button"
                className={`${BUTTON} border-danger text-danger hover:bg-danger hover:text-bg`}
                disabled={change.isPending}
                onClick={() => setConfirm('revoke')}
              >
                Turn off
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
              Create calendar address
            </button>
          </div>
        )}
      </div>
      {confirm && (
        <ConfirmDialog
          title={confirm === 'rotate' ? 'Make a new address?' : 'Turn the calendar off?'}
          message="Calendar apps subscribed to the current address stop getting updates."
          confirmLabel={confirm === 'rotate' ? 'New address' : 'Turn off'}
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
