import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { TextField } from '../../../components/ui/form-controls.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useInviteByHandle } from '../api/use-watch-together.ts';
import { primaryButton } from './link-row.tsx';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { apiText } from '../../../lib/i18n/known-text.ts';
import { tonightMessages as m } from '../messages.ts';

const PUBLIC_PROFILE_SETTINGS = '/settings/profile';

/** Invite by handle, saying where handles come from: nobody has one until they set it. */
export function InviteByHandleForm() {
  const t = useT();
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string>();
  const invite = useInviteByHandle();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!handle.trim()) return setError(translate(m.enterHandle));
    setError(undefined);
    invite.mutate(handle.trim().replace(/^@/, ''), {
      onSuccess: () => setHandle(''),
      onError: (failure) =>
        setError(failure instanceof ApiError ? apiText(failure.message) : translate(m.couldNotInvite)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <TextField
          label={t(m.inviteByHandle)}
          name="partner-handle"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t(m.handlePlaceholder)}
          value={handle}
          onChange={(event) => setHandle(event.target.value)}
          error={error}
          hint={
            <>
              {t(m.handleHintBefore)}{' '}
              <Link to={PUBLIC_PROFILE_SETTINGS} className="text-accent underline underline-offset-2">
                {t(m.publicProfile)}
              </Link>{' '}
              {t(m.handleHintAfter)}
            </>
          }
        />
      </div>
      <button type="submit" disabled={invite.isPending} className={`${primaryButton} h-12 sm:mt-[26px]`}>
        <UserPlus size={16} aria-hidden="true" /> {t(m.invite)}
      </button>
    </form>
  );
}
