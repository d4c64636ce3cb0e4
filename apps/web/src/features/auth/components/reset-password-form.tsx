import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthConfig } from '../api/use-auth-config.ts';
import { authClient } from '../lib/auth-client.ts';
import { AUTH_MESSAGES, authErrorMessage } from '../lib/auth-messages.ts';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { AuthCard } from './auth-card.tsx';

const invalidLink: Notice = {
  tone: 'error',
  text: 'This password reset link is invalid or has expired. Request a new one from the sign-in page.',
};

/** Where the mailed reset link lands (`?token=`): choose a new password. */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { minPasswordLength } = useAuthConfig();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(token && !params.get('error') ? null : invalidLink);
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
        error.code === 'INVALID_TOKEN' ? invalidLink : { tone: 'error', text: authErrorMessage(error) },
      );
      return;
    }
    await navigate('/login', {
      replace: true,
      state: {
        notice: {
          tone: 'success',
          text: 'Your password has been changed. You can now sign in with it.',
        } satisfies Notice,
      },
    });
  };

  return (
    <AuthCard
      title="Choose a New Password"
      footer={
        <Link to="/login" className="font-semibold text-accent hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormNotice notice={notice} />
        {token && notice !== invalidLink && (
          <>
            <TextField
              label="New password"
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError}
              hint={`Must be at least ${minPasswordLength} characters`}
            />
            <PrimaryButton pending={pending}>Save Password</PrimaryButton>
          </>
        )}
      </form>
    </AuthCard>
  );
}
