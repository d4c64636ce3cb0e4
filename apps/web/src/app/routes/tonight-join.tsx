import { useParams } from 'react-router';
import { InviteLinkAnswer } from '../../features/watch-tonight/components/invite-link-answer.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { tonightMessages as m } from '../../features/watch-tonight/messages.ts';

/** /tonight/join/{token}: a one-time watch-together invite link. */
export function Component() {
  const t = useT();
  useDocumentTitle(t(m.watchTogether));
  const { token = '' } = useParams();
  return (
    <div className="page-container max-w-2xl py-8 md:py-10">
      <InviteLinkAnswer token={token} />
    </div>
  );
}
