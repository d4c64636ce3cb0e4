import { useEffect, useRef } from 'react';
import { Link2, RefreshCw } from 'lucide-react';
import { INVITE_LINK_DAYS, type WatchTogetherLink } from '@marquee/contracts';
import { AddressCaveat } from '../../../components/ui/address-caveat.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { usePublicAddress } from '../../../lib/use-public-address.ts';
import { useRemoveInvitation } from '../api/use-watch-together.ts';
import { inviteLinkExpiry } from './invite-link-labels.ts';
import { LinkRow, secondaryButton } from './link-row.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { tonightMessages as m } from '../messages.ts';

/**
 * A link just made: brought into view with its address focused and selected, and a Copy button, since it is
 * shown this once.
 */
export function FreshInviteLink({ url }: { url: string }) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const { caveat } = usePublicAddress();
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [url]);
  return (
    <div
      ref={panelRef}
      // The margins keep it clear of the sticky header when it is scrolled to from below.
      className="flex scroll-mt-24 scroll-mb-6 flex-col gap-2 rounded-[var(--radius-card)] border border-accent/60 bg-surface-2 p-4"
    >
      <p className="text-sm">{t(m.sendThisLink, { days: INVITE_LINK_DAYS })}</p>
      <CopyField
        key={url}
        label={t(m.oneTimeLink)}
        value={url}
        primary
        autoFocus
        copiedMessage={t(m.linkCopied)}
      />
      <AddressCaveat caveat={caveat} />
    </div>
  );
}

/** A pending invite link: when it was made and until when it works; a new link in its place, or cancel it. */
export function PendingInviteLinkRow({
  link,
  made,
  onReplace,
  replacing,
}: {
  link: WatchTogetherLink;
  /** When it was made, as `inviteLinksMade` tells the user's links apart. */
  made: string;
  onReplace: () => void;
  replacing: boolean;
}) {
  const t = useT();
  const remove = useRemoveInvitation();
  return (
    <LinkRow title={t(m.linkMade, { made })} detail={inviteLinkExpiry(link)}>
      <button
        type="button"
        className={secondaryButton}
        disabled={replacing}
        aria-label={t(m.newLinkInPlace, { made })}
        onClick={onReplace}
      >
        <RefreshCw size={16} aria-hidden="true" /> {t(m.newLink)}
      </button>
      <button
        type="button"
        className={secondaryButton}
        aria-label={t(m.cancelLinkMade, { made })}
        onClick={() => remove.mutate(link.invitation_id)}
      >
        {t(m.cancel)}
      </button>
    </LinkRow>
  );
}

export function InviteLinkNote() {
  const t = useT();
  return <p className="text-xs text-muted">{t(m.onlyAHash)}</p>;
}

export function CreateInviteLinkButton({ onCreate, pending }: { onCreate: () => void; pending: boolean }) {
  const t = useT();
  return (
    <button type="button" className={`${secondaryButton} self-start`} disabled={pending} onClick={onCreate}>
      <Link2 size={16} aria-hidden="true" /> {t(m.createLink)}
    </button>
  );
}
