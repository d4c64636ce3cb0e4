import { useNavigate } from 'react-router';
import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { useAnswerInviteLink, useInviteLinkPreview } from '../api/use-watch-together.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { tonightMessages as m } from '../messages.ts';

/** /tonight/join/{token}: who invites you, and Accept or Decline. */
export function InviteLinkAnswer({ token }: { token: string }) {
  const t = useT();
  const preview = useInviteLinkPreview(token);
  const answer = useAnswerInviteLink(token);
  const navigate = useNavigate();
  if (preview.isPending) return <Spinner label={t(m.openingInvitation)} />;
  if (isUnauthorized(preview.error)) return <SignInPrompt title={t(m.signInToAnswer)} />;
  if (preview.isError) return <ErrorMessage message={errorText(preview.error)} />;
  const reply = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, { onSuccess: () => void navigate('/tonight') });
  return (
    <EmptyState
      level={1}
      icon={Users}
      title={t(m.invitesYou, { name: preview.data.from.name })}
      hint={t(m.acceptingHint)}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            disabled={answer.isPending}
            onClick={() => reply('accept')}
            className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover disabled:opacity-60"
          >
            {t(m.accept)}
          </button>
          <button
            type="button"
            disabled={answer.isPending}
            onClick={() => reply('decline')}
            className="inline-flex min-h-11 items-center rounded-lg border border-hairline px-5 font-medium hover:bg-surface-2 disabled:opacity-60"
          >
            {t(m.decline)}
          </button>
        </div>
      }
    />
  );
}
