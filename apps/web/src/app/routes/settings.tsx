import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { ErrorMessage } from '../../components/ui/error-message.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useHasPassword, accountErrorText } from '../../features/account/api/use-account.ts';
import { DangerZone } from '../../features/account/components/danger-zone.tsx';
import { DataSection } from '../../features/account/components/data-section.tsx';
import { EmailSection } from '../../features/account/components/email-section.tsx';
import { LanguageSection } from '../../features/account/components/language-section.tsx';
import { PasswordSection } from '../../features/account/components/password-section.tsx';
import { ProfileSection } from '../../features/account/components/profile-section.tsx';
import { useAuthConfig } from '../../lib/use-auth-config.ts';
import { sessionQueryKey, useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { translate, useT } from '../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../../features/account/messages.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(t(m.settings));
  const { user, isPending } = useSession();
  const hasPassword = useHasPassword(user !== null);
  const { minPasswordLength } = useAuthConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const refreshSession = () => queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  const signOutDeleted = async () => {
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    await navigate('/', { replace: true });
    toast.success(translate(m.accountDeleted));
  };

  return (
    <div className="page-container py-8 md:py-10">
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t(m.settings)} subtitle={user ? t(m.settingsSubtitle) : undefined} />
        {isPending ? (
          <Spinner fullScreen label={t(m.loadingSettings)} />
        ) : !user ? (
          <SignInPrompt title={t(m.signInSettings)} />
        ) : hasPassword.isError ? (
          <ErrorMessage message={accountErrorText(hasPassword.error)} />
        ) : hasPassword.data === undefined ? (
          <Spinner fullScreen label={t(m.loadingSettings)} />
        ) : (
          <div className="flex flex-col gap-6">
            <ProfileSection currentName={user.name} onSaved={refreshSession} />
            <LanguageSection />
            <EmailSection
              key={user.email}
              currentEmail={user.email}
              justChanged={searchParams.get('email') === 'changed'}
            />
            <PasswordSection hasPassword={hasPassword.data} minPasswordLength={minPasswordLength} />
            <DataSection />
            <DangerZone email={user.email} hasPassword={hasPassword.data} onDeleted={signOutDeleted} />
          </div>
        )}
      </div>
    </div>
  );
}
