import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { FederationSettingsForm } from '../../features/federation/components/federation-settings-form.tsx';
import { federationMessages as m } from '../../features/federation/messages.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /settings/friends: federation on or off for the user, how follow requests are handled, default visibility. */
export function Component() {
  const t = useT();
  useDocumentTitle(t(m.settingsTitle));
  const { user, isPending } = useSession();
  return (
    <div className="page-container py-8 md:py-10">
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t(m.settingsTitle)} subtitle={user ? t(m.settingsSubtitle) : undefined} />
        {isPending ? (
          <Spinner fullScreen label={t(m.loadingSettings)} />
        ) : !user ? (
          <SignInPrompt title={t(m.signInSettings)} />
        ) : (
          <FederationSettingsForm />
        )}
      </div>
    </div>
  );
}
