import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthConfig } from '../../../lib/use-auth-config.ts';
import { authClient } from '../lib/auth-client.ts';
import { AUTH_MESSAGES, authErrorMessage } from '../lib/auth-messages.ts';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { AuthCard } from './auth-card.tsx';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { authMessages as m } from '../messages.ts';

const invalidLink = (): Notice => ({
  tone: 'error',
  text: translate(m.resetLinkInvalid),
});

/** Where the mailed reset link lands (`?token=`): choose a new password. */
export function ResetPasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { minPasswordLength } = useAuthConfig();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(token && !params.get('error') ? null : invalidLink());
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (password.length < minPasswordLength) {
      setFieldError(AUTH_MESSAGES.passwordTooShort(minPasswordLength));
      return;
    }
    setFieldError(undefined);
    setPending(true);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    setPending(false);
    if (error) {
      setNotice(
        error.code === 'INVALID_TOKEN' ? invalidLink() : { tone: 'error', text: authErrorMessage(error) },
      );
      return;
    }
    await navigate('/login', {
      replace: true,
      state: {
        notice: {
          tone: 'success',
          text: t(m.passwordChanged),
        } satisfies Notice,
      },
    });
  };

  return (
    <AuthCard
      title={t(m.chooseNewPassword)}
      footer={
        <Link to="/login" className="font-semibold text-accent hover:underline">
          {t(m.backToSignIn)}
        </Link>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormNotice notice={notice} />
        {token && notice?.text !== invalidLink().text && (
          <>
            <TextField
              label={t(m.newPassword)}
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError}
              hint={t(m.passwordHint, { min: minPasswordLength })}
            />
            <PrimaryButton pending={pending}>{t(m.savePassword)}</PrimaryButton>
          </>
        )}
      </form>
    </AuthCard>
  );
}
