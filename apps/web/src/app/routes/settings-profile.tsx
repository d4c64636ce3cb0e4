import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useOwnProfile } from '../../features/profiles/api/use-profile.ts';
import { ProfileSettingsForm } from '../../features/profiles/components/profile-settings-form.tsx';
import { isUnauthorized } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../../features/account/messages.ts';

/** /settings/profile: the public profile's handle and switch. */
export function Component() {
  const t = useT();
  useDocumentTitle(t(m.publicProfile));
  const profile = useOwnProfile();
  return (
    <div className="page-container max-w-2xl py-8 md:py-10">
      <PageHeader title={t(m.publicProfile)} subtitle={t(m.publicProfileSubtitle)} />
      {profile.isPending ? (
        <Spinner label={t(m.loadingProfile)} />
      ) : isUnauthorized(profile.error) ? (
        <SignInPrompt title={t(m.signInPublicProfile)} />
      ) : profile.isError ? (
        <ErrorMessage message={errorText(profile.error)} />
      ) : (
        <section className="rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6">
          <ProfileSettingsForm profile={profile.data} />
        </section>
      )}
    </div>
  );
}
