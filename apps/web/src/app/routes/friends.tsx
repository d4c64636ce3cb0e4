import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { FriendsOverview } from '../../features/federation/components/friends-overview.tsx';
import { federationMessages as m } from '../../features/federation/messages.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /friends: the people the user follows here or on other servers, what they watched, requests and blocks. */
export function Component() {
  const t = useT();
  useDocumentTitle(t(m.friends));
  const { user, isPending } = useSession();
  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader title={t(m.friends)} subtitle={user ? t(m.friendsSubtitle) : undefined} />
      {isPending ? (
        <Spinner fullScreen label={t(m.loadingFriends)} />
      ) : !user ? (
        <SignInPrompt title={t(m.signInFriends)} />
      ) : (
        <FriendsOverview />
      )}
    </div>
  );
}
