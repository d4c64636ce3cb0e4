import { useId, useState, type FormEvent } from 'react';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { accountErrorText, useChangePassword } from '../api/use-account.ts';
import { SettingsActions, SettingsSection } from './settings-section.tsx';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../messages.ts';

/** Changing the password, optionally signing out every other device. Accounts without one see why. */
export function PasswordSection({
  hasPassword,
  minPasswordLength,
}: {
  hasPassword: boolean;
  minPasswordLength: number;
}) {
  const t = useT();
  const checkboxId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const change = useChangePassword();

  if (!hasPassword)
    return (
      <SettingsSection title={t(m.password)}>
        <p className="text-sm text-muted">{t(m.providerOnly)}</p>
      </SettingsSection>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = {
      current: current ? undefined : translate(m.enterCurrentPassword),
      next:
        next.length >= minPasswordLength
          ? undefined
          : translate(m.passwordTooShort, { min: minPasswordLength }),
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
            text: revokeOthers ? translate(m.passwordChangedSignedOut) : translate(m.passwordChanged),
          });
        },
        onError: (error) => setNotice({ tone: 'error', text: accountErrorText(error) }),
      },
    );
  };

  return (
    <SettingsSection title={t(m.password)}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t(m.currentPassword)}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <TextField
          label={t(m.newPassword)}
          name="new-password"
          type="password"
          autoComplete="new-password"
          hint={t(m.passwordHint, { min: minPasswordLength })}
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
            {t(m.signOutOthers)}
          </label>
        </div>
        <FormNotice notice={notice} />
        <SettingsActions>
          <PrimaryButton pending={change.isPending}>{t(m.changePassword)}</PrimaryButton>
        </SettingsActions>
      </form>
    </SettingsSection>
  );
}
