import { useCallback, useId, useState, type FormEvent } from 'react';
import { FormNotice, TextField } from '../../../components/ui/form-controls.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { accountErrorText, useDeleteAccount } from '../api/use-account.ts';
import { SECONDARY_BUTTON } from './settings-section.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../messages.ts';

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
  const t = useT();
  const descriptionId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const closeUnlessBusy = useCallback(() => {
    if (!remove.isPending) onClose();
  }, [remove.isPending, onClose]);

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

  return (
    <ModalDialog
      title={t(m.deleteTitle)}
      role="alertdialog"
      describedBy={descriptionId}
      onClose={closeUnlessBusy}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 py-4">
        <p id={descriptionId} className="text-sm text-muted">
          {t(m.deleteDescription)}
        </p>
        <TextField
          autoFocus
          label={hasPassword ? t(m.yourPassword) : t(m.typeToConfirm, { email })}
          name={hasPassword ? 'password' : 'confirm-email'}
          type={hasPassword ? 'password' : 'email'}
          autoComplete={hasPassword ? 'current-password' : 'off'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <FormNotice notice={error ? { tone: 'error', text: error } : null} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={closeUnlessBusy} className={SECONDARY_BUTTON}>
            {t(m.cancel)}
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
            {t(m.deleteMyAccount)}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
