import { useId, useState, type FormEvent } from 'react';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { accountErrorText, useChangePassword } from '../api/use-account.ts';
import { SettingsActions, SettingsSection } from './settings-section.tsx';

/** Changing the password, optionally signing out every other device. Accounts without one see why. */
export function PasswordSection({
  hasPassword,
  minPasswordLength,
}: {
  hasPassword: boolean;
  minPasswordLength: number;
}) {
  const checkboxId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const change = useChangePassword();

  if (!hasPassword)
    return (
      <SettingsSection title="Password">
        <p className="text-sm text-muted">
          Your account signs in through a provider and has no password here.
        </p>
      </SettingsSection>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = {
      current: current ? undefined : 'Please enter your current password.',
      next:
        next.length >= minPasswordLength
          ? undefined
          : `Password must be at least ${minPasswordLength} characters long`,
    };
    setErrors(found);
    if (found.current || found.next) return;
    change.mutate(
      { currentPassword: current, newPassword: next, revokeOtherSessions: revokeOthers },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setNotice({
            tone: 'success',
            text: revokeOthers
              ? 'Password changed. Your other devices have been signed out.'
              : 'Password changed.',
          });
        },
        onError: (error) => setNotice({ tone: 'error', text: accountErrorText(error) }),
      },
    );
  };

  return (
    <SettingsSection title="Password">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Current password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <TextField
          label="New password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          hint={`Must be at least ${minPasswordLength} characters`}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={errors.next}
        />
        <div className="flex items-center gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={revokeOthers}
            onChange={(event) => setRevokeOthers(event.target.checked)}
            className="h-5 w-5 shrink-0 accent-[var(--color-accent)]"
          />
          <label htmlFor={checkboxId} className="text-sm">
            Sign out of all other devices
          </label>
        </div>
        <FormNotice notice={notice} />
        <SettingsActions>
          <PrimaryButton pending={change.isPending}>Change password</PrimaryButton>
        </SettingsActions>
      </form>
    </SettingsSection>
  );
}
