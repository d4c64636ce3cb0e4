import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  HANDLE_MAX_LENGTH,
  handleProblem,
  normaliseHandle,
  profilePath,
  type OwnProfile,
} from '@marquee/contracts';
import { PrimaryButton, TextField } from '../../../components/ui/form-controls.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePublicAddress } from '../../../lib/use-public-address.ts';
import { useSaveProfile } from '../api/use-profile.ts';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { apiText } from '../../../lib/i18n/known-text.ts';
import { profileMessages as m } from '../messages.ts';

const SERVER_FIELD_PREFIX = "Invalid body field 'handle': ";

/** What the server said about the handle, worded for the field under which it shows. */
function handleError(error: unknown): string {
  if (!(error instanceof ApiError)) return translate(m.saveFailed);
  return error.message.startsWith(SERVER_FIELD_PREFIX)
    ? handleProblemText(error.message.slice(SERVER_FIELD_PREFIX.length))
    : apiText(error.message);
}

/** "Handle must be 3 to 30 characters": a problem `handleProblem` names, in the interface's language. */
function handleProblemText(problem: string): string {
  return translate(m.handleField, { problem: apiText(problem) });
}

/** Pick a handle and switch the public profile on or off; shows the profile's address once there is one. */
export function ProfileSettingsForm({ profile }: { profile: OwnProfile }) {
  const t = useT();
  const [handle, setHandle] = useState(profile.handle ?? '');
  const [isPublic, setIsPublic] = useState(profile.is_public);
  const [fieldError, setFieldError] = useState<string>();
  const save = useSaveProfile();
  const { addressOf } = usePublicAddress();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseHandle(handle);
    const problem = handleProblem(normalised);
    if (problem) {
      setFieldError(handleProblemText(problem));
      return;
    }
    setFieldError(undefined);
    save.mutate(
      { handle: normalised, is_public: isPublic },
      {
        onSuccess: (saved) => setHandle(saved.handle ?? normalised),
        onError: (error) => setFieldError(handleError(error)),
      },
    );
  };

  const address = profile.handle && addressOf(profilePath(profile.handle));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <TextField
        label={t(m.handle)}
        name="handle"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={HANDLE_MAX_LENGTH + 10}
        hint={t(m.handleHint)}
        value={handle}
        onChange={(event) => setHandle(event.target.value)}
        error={fieldError}
      />
      <Switch
        label={t(m.publicProfile)}
        description={t(m.publicProfileDescription)}
        checked={isPublic}
        onChange={setIsPublic}
      />
      <PrimaryButton pending={save.isPending}>{t(m.saveProfile)}</PrimaryButton>
      {address && (
        <div className="rounded-[var(--radius-card)] border border-hairline bg-surface-2 p-4 text-sm">
          <p className="font-medium">{t(m.yourAddress)}</p>
          <Link
            to={profilePath(profile.handle!)}
            className="mt-1 block text-accent [overflow-wrap:anywhere] hover:text-accent-hover"
          >
            {address}
          </Link>
          {!profile.is_public && <p className="mt-2 text-muted">{t(m.privateNote)}</p>}
        </div>
      )}
    </form>
  );
}
