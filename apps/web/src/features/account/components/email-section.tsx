import { useState, type FormEvent } from 'react';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { accountErrorText, useRequestEmailChange } from '../api/use-account.ts';
import { SettingsActions, SettingsSection } from './settings-section.tsx';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../messages.ts';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Changing the email: the new address gets a link, and the change happens once it is opened. */
export function EmailSection({ currentEmail, justChanged }: { currentEmail: string; justChanged: boolean }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(
    justChanged ? { tone: 'success', text: translate(m.emailChanged) } : null,
  );
  const request = useRequestEmailChange();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const newEmail = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(newEmail)) {
      setFieldError(translate(m.enterValidEmail));
      return;
    }
    setFieldError(undefined);
    request.mutate(newEmail, {
      onSuccess: () => {
        setEmail('');
        setNotice({
          tone: 'success',
          text: translate(m.confirmationSent, { email: newEmail }),
        });
      },
      onError: (error) => setNotice({ tone: 'error', text: accountErrorText(error) }),
    });
  };

  return (
    <SettingsSection
      title={t(m.email)}
      description={
        <>
          {t(m.signInWith)}{' '}
          <span className="font-medium text-text [overflow-wrap:anywhere]">{currentEmail}</span>.
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t(m.newEmail)}
          name="new-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <FormNotice notice={notice} />
        <SettingsActions>
          <PrimaryButton pending={request.isPending}>{t(m.changeEmail)}</PrimaryButton>
        </SettingsActions>
      </form>
    </SettingsSection>
  );
}
