import { useState } from 'react';
import { Check, X } from 'lucide-react';
import type { InviteLink, WatchTogether, WatchTogetherLink } from '@marquee/contracts';
import { usePublicAddress } from '../../../lib/use-public-address.ts';
import {
  useAcceptInvitation,
  useCreateInviteLink,
  useRemoveInvitation,
  useReplaceInviteLink,
} from '../api/use-watch-together.ts';
import { InviteByHandleForm } from './invite-by-handle-form.tsx';
import { inviteLinksMade } from './invite-link-labels.ts';
import {
  CreateInviteLinkButton,
  FreshInviteLink,
  InviteLinkNote,
  PendingInviteLinkRow,
} from './invite-links.tsx';
import { LinkRow, primaryButton, secondaryButton } from './link-row.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { tonightMessages as m } from '../messages.ts';

/** The other account of an invitation or link (invite links nobody opened yet have none). */
const otherOf = (link: WatchTogetherLink) => link.other!;
const handleOf = (link: WatchTogetherLink) => (link.other?.handle ? `@${link.other.handle}` : null);

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-muted">{title}</h3>
      {children}
    </div>
  );
}

/** Sent invitations: by handle (cancel) and one-time links (a new link in place of one, or cancel). */
function WaitingForAnswer({
  outgoing,
  onNewLink,
  replacing,
}: {
  outgoing: WatchTogetherLink[];
  onNewLink: (replaced: WatchTogetherLink) => void;
  replacing: boolean;
}) {
  const t = useT();
  const remove = useRemoveInvitation();
  const links = outgoing.filter((link) => !link.other);
  const made = inviteLinksMade(links);
  return (
    <Group title={t(m.waitingForAnswer)}>
      <ul className="flex flex-col gap-2">
        {outgoing.map((link) =>
          link.other ? (
            <LinkRow key={link.invitation_id} title={link.other.name} detail={handleOf(link)}>
              <button
                type="button"
                className={secondaryButton}
                aria-label={t(m.cancelInvitationTo, { name: link.other.name })}
                onClick={() => remove.mutate(link.invitation_id)}
              >
                {t(m.cancel)}
              </button>
            </LinkRow>
          ) : (
            <PendingInviteLinkRow
              key={link.invitation_id}
              link={link}
              made={made.get(link.invitation_id)!}
              replacing={replacing}
              onReplace={() => onNewLink(link)}
            />
          ),
        )}
      </ul>
      {links.length > 0 && (
        <div className="mt-2">
          <InviteLinkNote />
        </div>
      )}
    </Group>
  );
}

/**
 * Watch-together links: invite by handle or with a one-time link, answer invitations, end a link. Only
 * accepted partners can be picked for tonight.
 */
export function WatchPartnersPanel({ links }: { links: WatchTogether }) {
  const t = useT();
  const [freshUrl, setFreshUrl] = useState<string>();
  const { addressOf } = usePublicAddress();
  const createLink = useCreateInviteLink();
  const replaceLink = useReplaceInviteLink();
  const accept = useAcceptInvitation();
  const remove = useRemoveInvitation();
  const showFresh = { onSuccess: (answer: { data: InviteLink }) => setFreshUrl(addressOf(answer.data.url)) };

  return (
    <section aria-labelledby="partners-heading" className="flex flex-col gap-5">
      <h2 id="partners-heading" className="text-xl font-semibold">
        {t(m.watchTogether)}
      </h2>
      {links.incoming.length > 0 && (
        <Group title={t(m.invitationsForYou)}>
          <ul className="flex flex-col gap-2">
            {links.incoming.map((link) => (
              <LinkRow key={link.invitation_id} title={otherOf(link).name} detail={handleOf(link)}>
                <button
                  type="button"
                  className={primaryButton}
                  onClick={() => accept.mutate(link.invitation_id)}
                >
                  <Check size={16} aria-hidden="true" /> {t(m.accept)}
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => remove.mutate(link.invitation_id)}
                >
                  {t(m.decline)}
                </button>
              </LinkRow>
            ))}
          </ul>
        </Group>
      )}
      <Group title={t(m.yourPartners)}>
        {links.partners.length === 0 ? (
          <p className="text-sm text-muted">{t(m.noPartners)}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {links.partners.map((link) => (
              <LinkRow key={link.invitation_id} title={otherOf(link).name} detail={handleOf(link)}>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={t(m.stopWatchingWith, { name: otherOf(link).name })}
                  onClick={() => remove.mutate(link.invitation_id)}
                >
                  <X size={16} aria-hidden="true" /> {t(m.remove)}
                </button>
              </LinkRow>
            ))}
          </ul>
        )}
      </Group>
      <InviteByHandleForm />
      <div className="flex flex-col gap-3">
        <CreateInviteLinkButton
          pending={createLink.isPending}
          onCreate={() => createLink.mutate(undefined, showFresh)}
        />
        {freshUrl && <FreshInviteLink url={freshUrl} />}
      </div>
      {/* Below the link just made, so the row it adds here does not push that link out of view. */}
      {links.outgoing.length > 0 && (
        <WaitingForAnswer
          outgoing={links.outgoing}
          replacing={replaceLink.isPending}
          onNewLink={(replaced) => replaceLink.mutate(replaced.invitation_id, showFresh)}
        />
      )}
    </section>
  );
}
