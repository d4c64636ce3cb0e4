import { useNavigate } from 'react-router';
import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { useAnswerInviteLink, useInviteLinkPreview } from '../api/use-watch-together.ts';

/** /tonight/join/{token}: who invites you, and Accept or Decline. */
export function InviteLinkAnswer({ token }: { token: string }) {
  const preview = useInviteLinkPreview(token);
  const answer = useAnswerInviteLink(token);
  const navigate = useNavigate();
  if (preview.isPending) return <Spinner label="Opening the invitation" />;
  if (isUnauthorized(preview.error)) return <SignInPrompt title="Sign in to answer this invitation" />;
  if (preview.isError) return <ErrorMessage message={errorText(preview.error)} />;
  const reply = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, { onSuccess: () => void navigate('/tonight') });
  return (
    <EmptyState
      level={1}
      icon={Users}
      title={`${preview.data.from.name} invites you to watch together`}
      hint="Accepting lets each of you plan a movie night for both: your watch history and watchlist shape the picks, and either of you can add a pick to both watchlists. Either of you can end it at any time."
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            disabled={answer.isPending}
            onClick={() => reply('accept')}
            className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover disabled:opacity-60"
          >
            Accept
          </button>
          <button
            type="button"
            disabled={answer.isPending}
            onClick={() => reply('decline')}
            className="inline-flex min-h-11 items-center rounded-lg border border-hairline px-5 font-medium hover:bg-surface-2 disabled:opacity-60"
          >
            Decline
          </button>
        </div>
      }
    />
  );
}
