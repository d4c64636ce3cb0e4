import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { DISPLAY_NAME_MAX_LENGTH, hasVisibleText } from '@marquee/contracts';
import { useAuthConfig } from '../../../lib/use-auth-config.ts';
import { authClient, VERIFIED_CALLBACK } from '../lib/auth-client.ts';
import { AUTH_MESSAGES, authErrorMessage } from '../lib/auth-messages.ts';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { AuthCard } from './auth-card.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { authMessages as m } from '../messages.ts';

type Field = 'name' | 'email' | 'password';

export function RegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const { minPasswordLength, passwordSignUpEnabled } = useAuthConfig();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    // The server refuses a name of only invisible characters (zero-width spaces...) as it does a blank one.
    if (!hasVisibleText(values.name)) found.name = t(m.enterName);
    if (!values.email.trim()) found.email = t(m.enterEmail);
    if (!values.password) found.password = t(m.choosePassword);
    else if (values.password.length < minPasswordLength)
      found.password = AUTH_MESSAGES.passwordTooShort(minPasswordLength);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;

    setPending(true);
    const { error } = await authClient.signUp.email({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      callbackURL: VERIFIED_CALLBACK,
    });
    setPending(false);
    if (error) {
      setNotice({ tone: 'error', text: authErrorMessage(error) });
      return;
    }
    // The account stays signed out until its email is verified.
    await navigate('/login', {
      state: { notice: { tone: 'success', text: AUTH_MESSAGES.verificationSent } satisfies Notice },
    });
  };

  return (
    <AuthCard
      title={t(m.createAccount)}
      subtitle={t(m.createAccountSubtitle)}
      footer={
        <>
          {t(m.haveAccount)}{' '}
          <Link to="/login" className="font-semibold text-accent hover:underline">
            {t(m.signInLink)}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormNotice
          notice={notice ?? (passwordSignUpEnabled ? null : { tone: 'error', text: t(m.providerOnly) })}
        />
        <TextField
          label={t(m.name)}
          name="name"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label={t(m.email)}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          placeholder={t(m.emailPlaceholder)}
        />
        <TextField
          label={t(m.password)}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={t(m.passwordHint, { min: minPasswordLength })}
        />
        <PrimaryButton pending={pending} disabled={!passwordSignUpEnabled}>
          {t(m.signUpButton)}
        </PrimaryButton>
      </form>
      <ProviderButtons onError={setNotice} />
    </AuthCard>
  );
}
