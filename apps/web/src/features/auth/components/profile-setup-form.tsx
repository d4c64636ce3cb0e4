import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { DISPLAY_NAME_MAX_LENGTH } from '@marquee/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRefreshSession, useSession } from '../../../lib/session.ts';
import { authClient } from '../lib/auth-client.ts';
import { authErrorMessage } from '../lib/auth-messages.ts';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { AuthCard } from './auth-card.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { authMessages as m } from '../messages.ts';

/** After a Google sign-in without a name: choose the display name shown in the menu and on comments. */
export function ProfileSetupForm() {
  const t = useT();
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  const refreshSession = useRefreshSession();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState(false);

  if (isPending) return <Spinner fullScreen label={t(m.loadingAccount)} />;
  if (!user) return <Navigate to="/login" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setFieldError(t(m.enterDisplayName));
      return;
    }
    setFieldError(undefined);
    setPending(true);
    const { error } = await authClient.updateUser({ name: name.trim() });
    if (error) {
      setPending(false);
      setNotice({ tone: 'error', text: authErrorMessage(error) });
      return;
    }
    await refreshSession();
    await navigate('/', { replace: true });
  };

  return (
    <AuthCard title={t(m.setUpProfile)} subtitle={t(m.setUpProfileSubtitle, { email: user.email })}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormNotice notice={notice} />
        <TextField
          label={t(m.displayName)}
          name="display-name"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError}
        />
        <PrimaryButton pending={pending}>{t(m.continue)}</PrimaryButton>
      </form>
    </AuthCard>
  );
}
