import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { FormNotice, TextField } from '../../../components/ui/form-controls.tsx';
import { useModalOverlay } from '../../../lib/use-modal-overlay.ts';
import { accountErrorText, useDeleteAccount } from '../api/use-account.ts';
import { SECONDARY_BUTTON } from './settings-section.tsx';

/**
 * Asks for the password (or, for an account without one, the email typed out) before deleting everything.
 * Focus stays inside while it is open; Escape, Cancel and the backdrop close it unless a deletion is running.
 */
export function DeleteAccountDialog({
  email,
  hasPassword,
  onClose,
  onDeleted,
}: {
  email: string;
  hasPassword: boolean;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeUnlessBusy = useCallback(() => {
    if (!remove.isPending) onClose();
  }, [remove.isPending, onClose]);
  // The field focuses itself as it mounts (autoFocus); Tab then stays in the dialog.
  useModalOverlay(true, closeUnlessBusy, panelRef);

  const confirmed = hasPassword ? value.length > 0 : value.trim().toLowerCase() === email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setError(null);
    remove.mutate(hasPassword ? { password: value } : { confirm: value.trim() }, {
      onSuccess: onDeleted,
      onError: (failure) => setError(accountErrorText(failure)),
    });
  };

  return createPortal(
    <div
      className="fixed inset-0 z-[60] flex items-end justify-center bg-black/70 backdrop-blur-sm sm:items-center sm:p-4"
      onClick={(event) => {
        if (!panelRef.current?.contains(event.target as Node)) closeUnlessBusy();
      }}
    >
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="w-full rounded-t-[var(--radius-panel)] border border-hairline bg-surface shadow-2xl shadow-black/60 sm:max-w-md sm:rounded-[var(--radius-panel)]"
      >
        <div className="flex items-start justify-between gap-3 border-b border-hairline px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Delete your account?
          </h2>
          <button
            type="button"
            onClick={closeUnlessBusy}
            aria-label="Close"
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 py-4">
          <p id={descriptionId} className="text-sm text-muted">
            Your diary, ratings, likes, watchlist, playlists and visits are deleted for good, and you are
            signed out. Your comments stay so conversations still read, shown as written by “deleted user”.
            This can’t be undone.
          </p>
          <TextField
            autoFocus
            label={hasPassword ? 'Your password' : `Type ${email} to confirm`}
            name={hasPassword ? 'password' : 'confirm-email'}
            type={hasPassword ? 'password' : 'email'}
            autoComplete={hasPassword ? 'current-password' : 'off'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <FormNotice notice={error ? { tone: 'error', text: error } : null} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={closeUnlessBusy} className={SECONDARY_BUTTON}>
              Cancel
            </button>
            <button
              type="submit"
              disabled={!confirmed || remove.isPending}
              aria-busy={remove.isPending || undefined}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-card)] bg-danger px-5 font-semibold text-bg transition-colors duration-150 hover:bg-danger/85 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {remove.isPending && (
                <span
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin rounded-full border-2 border-bg/40 border-t-bg"
                />
              )}
              Delete my account
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
