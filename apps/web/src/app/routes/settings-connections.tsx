import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ConnectionsPanel } from '../../features/connections/components/connections-panel.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../../features/account/messages.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(t(m.connectionsTitle));
  const { user, isPending } = useSession();
  return (
    <div className="page-container py-8 md:py-10">
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t(m.connectionsTitle)} subtitle={t(m.connectionsSubtitle)} />
        {isPending ? (
          <Spinner fullScreen label={t(m.loading)} />
        ) : !user ? (
          <SignInPrompt title={t(m.signInConnections)} />
        ) : (
          <ConnectionsPanel />
        )}
      </div>
    </div>
  );
}
