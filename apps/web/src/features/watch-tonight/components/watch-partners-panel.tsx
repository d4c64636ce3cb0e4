import { useState, type FormEvent } from 'react';
import { Check, Link2, UserPlus, X } from 'lucide-react';
import type { WatchTogether, WatchTogetherLink } from '@marquee/contracts';
import { TextField } from '../../../components/ui/form-controls.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useAcceptInvitation,
  useCreateInviteLink,
  useInviteByHandle,
  useRemoveInvitation,
} from '../api/use-watch-together.ts';

const smallButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors disabled:opacity-60';
const primary = `${smallButton} bg-accent text-on-accent hover:bg-accent-hover`;
const secondary = `${smallButton} border border-hairline hover:bg-surface-2`;

const nameOf = (link: WatchTogetherLink) => link.other?.name ?? 'Someone with your invite link';

function LinkRow({ link, children }: { link: WatchTogetherLink; children: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] bg-surface-2 px-4 py-3">
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-medium">{nameOf(link)}</span>
        {link.other?.handle && <span className="ml-2 text-sm text-muted">@{link.other.handle}</span>}
      </span>
      <span className="flex gap-2">{children}</span>
    </li>
  );
}

/**
 * Watch-together links: invite by handle or with a one-time link, answer invitations, end a link. Only
 * accepted partners can be picked for tonight.
 */
export function WatchPartnersPanel({ links }: { links: WatchTogether }) {
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string>();
  const [shareUrl, setShareUrl] = useState<string>();
  const invite = useInviteByHandle();
  const createLink = useCreateInviteLink();
  const accept = useAcceptInvitation();
  const remove = useRemoveInvitation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!handle.trim()) return setError('Enter their handle');
    setError(undefined);
    invite.mutate(handle.trim().replace(/^@/, ''), {
      onSuccess: () => setHandle(''),
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : 'Could not send the invitation'),
    });
  };

  return (
    <section aria-labelledby="partners-heading" className="flex flex-col gap-5">
      <h2 id="partners-heading" className="text-xl font-semibold">
        Watch together
      </h2>
      {links.incoming.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium text-muted">Invitations for you</h3>
          <ul className="flex flex-col gap-2">
            {links.incoming.map((link) => (
              <LinkRow key={link.invitation_id} link={link}>
                <button type="button" className={primary} onClick={() => accept.mutate(link.invitation_id)}>
                  <Check size={16} aria-hidden="true" /> Accept
                </button>
                <button type="button" className={secondary} onClick={() => remove.mutate(link.invitation_id)}>
                  Decline
                </button>
              </LinkRow>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="mb-2 text-sm font-medium text-muted">Your partners</h3>
        {links.partners.length === 0 ? (
          <p className="text-sm text-muted">No one yet: invite someone you watch with.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {links.partners.map((link) => (
              <LinkRow key={link.invitation_id} link={link}>
                <button
                  type="button"
                  className={secondary}
                  aria-label={`Stop watching together with ${nameOf(link)}`}
                  onClick={() => remove.mutate(link.invitation_id)}
                >
                  <X size={16} aria-hidden="true" /> Remove
                </button>
              </LinkRow>
            ))}
          </ul>
        )}
      </div>
      {links.outgoing.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium text-muted">Waiting for an answer</h3>
          <ul className="flex flex-col gap-2">
            {links.outgoing.map((link) => (
              <LinkRow key={link.invitation_id} link={link}>
                <button type="button" className={secondary} onClick={() => remove.mutate(link.invitation_id)}>
                  Cancel
                </button>
              </LinkRow>
            ))}
          </ul>
        </div>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label="Invite by handle"
            name="partner-handle"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="their-handle"
            value={handle}
            onChange={(event) => setHandle(event.target.value)}
            error={error}
          />
        </div>
        <button type="submit" disabled={invite.isPending} className={`${primary} h-12 sm:mt-[26px]`}>
          <UserPlus size={16} aria-hidden="true" /> Invite
        </button>
      </form>
      <div className="flex flex-col gap-2">
        <button
          type="button"
          className={`${secondary} self-start`}
          disabled={createLink.isPending}
          onClick={() =>
            createLink.mutate(undefined, {
              onSuccess: (answer) => setShareUrl(new URL(answer.data.url, window.location.origin).toString()),
            })
          }
        >
          <Link2 size={16} aria-hidden="true" /> Create a one-time invite link
        </button>
        {shareUrl && (
          <p className="rounded-[var(--radius-card)] border border-hairline bg-surface-2 p-3 text-sm">
            Send this link to one person; it works once, for 7 days:{' '}
            <span data-invite-link className="text-accent [overflow-wrap:anywhere]">
              {shareUrl}
            </span>
          </p>
        )}
      </div>
    </section>
  );
}
