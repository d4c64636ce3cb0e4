import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useOwnProfile } from '../../features/profiles/api/use-profile.ts';
import { ProfileSettingsForm } from '../../features/profiles/components/profile-settings-form.tsx';
import { isUnauthorized } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /settings/profile: the public profile's handle and switch. */
export function Component() {
  useDocumentTitle('Public profile');
  const profile = useOwnProfile();
  return (
    <div className="page-container max-w-2xl py-8 md:py-10">
      <PageHeader
        title="Public profile"
        subtitle="Choose a handle and decide whether others can see your profile."
      />
      {profile.isPending ? (
        <Spinner label="Loading your profile" />
      ) : isUnauthorized(profile.error) ? (
        <SignInPrompt title="Sign in to set up your public profile" />
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
