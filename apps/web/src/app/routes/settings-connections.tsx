import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ConnectionsPanel } from '../../features/connections/components/connections-panel.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Connections');
  const { user, isPending } = useSession();
  return (
    <div className="page-container py-8 md:py-10">
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="Connections"
          subtitle="Let Jellyfin, Emby, Plex or your own scripts log the films you finish to your diary."
        />
        {isPending ? (
          <Spinner fullScreen label="Loading" />
        ) : !user ? (
          <SignInPrompt title="Sign in to connect your media server" />
        ) : (
          <ConnectionsPanel />
        )}
      </div>
    </div>
  );
}
