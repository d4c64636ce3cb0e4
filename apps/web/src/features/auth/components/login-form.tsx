import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { fetchSessionUser, useRefreshSession } from '../../../lib/session.ts';
import { authClient, VERIFIED_CALLBACK } from '../lib/auth-client.ts';
import { AUTH_MESSAGES, authErrorMessage, looksLikeEmail } from '../lib/auth-messages.ts';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { AuthCard } from './auth-card.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { authMessages as m } from '../messages.ts';

const unverifiedNotice = (): Notice => ({ tone: 'success', text: AUTH_MESSAGES.unverifiedEmail });

/** Back from Google or the server's OpenID Connect provider. */
const isProviderReturn = (params: URLSearchParams) => ['google', 'oidc'].includes(params.get('via') ?? '');

/** What the URL says when a mailed verification link or a sign-in provider sends the user back here. */
function noticeFromReturn(params: URLSearchParams): Notice | null {
  const error = params.get('error');
  if (params.get('via') === 'oidc' && error === 'access_denied')
    return { tone: 'error', text: translate(m.signInCanceled) };
  if (isProviderReturn(params)) {
    if (!error) return null;
    return {
      tone: 'error',
      text: authErrorMessage({ code: error, message: params.get('error_description') ?? error }),
    };
  }
  if (params.get('verified') === '1') {
    return error
      ? { tone: 'error', text: translate(m.verificationLinkInvalid) }
      : { tone: 'success', text: translate(m.emailVerified) };
  }
  return null;
}

export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const refreshSession = useRefreshSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(
    () => (location.state as { notice?: Notice } | null)?.notice ?? noticeFromReturn(params),
  );
  const [canResend, setCanResend] = useState(false);
  const [pending, setPending] = useState<'sign-in' | 'reset' | 'resend' | 'google' | null>(null);

  // Back from Google (or the OpenID Connect provider): the spec's transitions for a verified, unnamed or unverified account.
  const googleHandled = useRef(false);
  useEffect(() => {
    if (googleHandled.current || !isProviderReturn(params) || params.get('error')) return;
    googleHandled.current = true;
    setPending('google');
    void (async () => {
      const user = await fetchSessionUser().catch(() => null);
      if (!user) {
        setPending(null);
        return;
      }
      if (!user.emailVerified) {
        const { error } = await authClient.sendVerificationEmail({
          email: user.email,
          callbackURL: VERIFIED_CALLBACK,
        });
        await authClient.signOut();
        await refreshSession();
        setNotice(error ? { tone: 'error', text: AUTH_MESSAGES.verificationSendFailed } : unverifiedNotice());
        setParams({}, { replace: true });
        setPending(null);
        return;
      }
      await refreshSession();
      await navigate(user.name ? '/' : '/profile-setup', { replace: true });
    })();
  }, [params, navigate, refreshSession, setParams]);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setCanResend(false);
    if (!looksLikeEmail(email)) {
      setEmailError(AUTH_MESSAGES.enterValidEmail);
      setNotice(null);
      return;
    }
    setEmailError(undefined);
    setPending('sign-in');
    const { data, error } = await authClient.signIn.email({ email: email.trim(), password });
    if (error || !data) {
      setPending(null);
      if (error?.code === 'EMAIL_NOT_VERIFIED') {
        setNotice(unverifiedNotice());
        setCanResend(true);
      } else {
        setNotice({ tone: 'error', text: authErrorMessage(error) });
      }
      return;
    }
    await refreshSession();
    await navigate('/');
  };

  const forgotPassword = async () => {
    setCanResend(false);
    if (!email.trim()) {
      setNotice({ tone: 'error', text: AUTH_MESSAGES.enterEmailForReset });
      return;
    }
    if (!looksLikeEmail(email)) {
      setNotice({ tone: 'error', text: AUTH_MESSAGES.invalidEmail });
      return;
    }
    setPending('reset');
    const { error } = await authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: '/reset-password',
    });
    setPending(null);
    setNotice(
      error
        ? { tone: 'error', text: authErrorMessage(error) }
        : { tone: 'success', text: AUTH_MESSAGES.resetSent },
    );
  };

  const resendVerification = async () => {
    setPending('resend');
    const { error } = await authClient.sendVerificationEmail({
      email: email.trim(),
      callbackURL: VERIFIED_CALLBACK,
    });
    setPending(null);
    setCanResend(false);
    setNotice(
      error
        ? {
            tone: 'error',
            text: error.status === 429 ? AUTH_MESSAGES.tooManyRequests : AUTH_MESSAGES.verificationSendFailed,
          }
        : { tone: 'success', text: AUTH_MESSAGES.verificationSent },
    );
  };

  return (
    <AuthCard
      title={t(m.welcomeBack)}
      subtitle={t(m.signInSubtitle)}
      footer={
        <>
          {t(m.noAccount)}{' '}
          <Link to="/register" className="font-semibold text-accent hover:underline">
            {t(m.signUpLink)}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void signIn(event)} className="flex flex-col gap-4">
        <FormNotice notice={notice}>
          {canResend && (
            <button
              type="button"
              onClick={() => void resendVerification()}
              disabled={pending !== null}
              className="self-start font-semibold underline underline-offset-2 disabled:opacity-60"
            >
              {t(m.resendVerification)}
            </button>
          )}
        </FormNotice>
        <TextField
          label={t(m.email)}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          placeholder={t(m.emailPlaceholder)}
        />
        <TextField
          label={t(m.password)}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            onClick={() => void forgotPassword()}
            disabled={pending !== null}
            className="text-sm font-medium text-accent hover:underline disabled:opacity-60"
          >
            {t(m.forgotPassword)}
          </button>
        </div>
        <PrimaryButton pending={pending === 'sign-in' || pending === 'google'} disabled={pending !== null}>
          {t(m.signInButton)}
        </PrimaryButton>
      </form>
      <ProviderButtons onError={setNotice} />
    </AuthCard>
  );
}
