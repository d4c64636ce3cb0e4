import { useState, type FormEvent } from 'react';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { accountErrorText, useRequestEmailChange } from '../api/use-account.ts';
import { SettingsActions, SettingsSection } from './settings-section.tsx';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Changing the email: the new address gets a link, and the change happens once it is opened. */
export function EmailSection({ currentEmail, justChanged }: { currentEmail: string; justChanged: boolean }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(
    justChanged ? { tone: 'success', text: 'Your email address has been changed.' } : null,
  );
  const request = useRequestEmailChange();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const newEmail = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(newEmail)) {
      setFieldError('Please enter a valid email address');
      return;
    }
    setFieldError(undefined);
    request.mutate(newEmail, {
      onSuccess: () => {
        setEmail('');
        setNotice({
          tone: 'success',
          text: `We sent a confirmation link to ${newEmail}. Your email changes once you open it.`,
        });
      },
      onError: (error) => setNotice({ tone: 'error', text: accountErrorText(error) }),
    });
  };

  return (
    <SettingsSection
      title="Email"
      description={
        <>
          You sign in with{' '}
          <span className="font-medium text-text [overflow-wrap:anywhere]">{currentEmail}</span>.
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="New email"
          name="new-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <FormNotice notice={notice} />
        <SettingsActions>
          <PrimaryButton pending={request.isPending}>Change email</PrimaryButton>
        </SettingsActions>
      </form>
    </SettingsSection>
  );
}
