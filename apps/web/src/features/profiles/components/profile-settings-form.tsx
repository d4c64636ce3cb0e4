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
import { useSaveProfile } from '../api/use-profile.ts';

const SERVER_FIELD_PREFIX = "Invalid body field 'handle': ";

/** What the server said about the handle, worded for the field under which it shows. */
function handleError(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to save your profile. Please try again.';
  return error.message.startsWith(SERVER_FIELD_PREFIX)
    ? `Handle ${error.message.slice(SERVER_FIELD_PREFIX.length)}`
    : error.message;
}

/** Pick a handle and switch the public profile on or off; shows the profile's address once there is one. */
export function ProfileSettingsForm({ profile }: { profile: OwnProfile }) {
  const [handle, setHandle] = useState(profile.handle ?? '');
  const [isPublic, setIsPublic] = useState(profile.is_public);
  const [fieldError, setFieldError] = useState<string>();
  const save = useSaveProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseHandle(handle);
    const problem = handleProblem(normalised);
    if (problem) {
      setFieldError(`Handle ${problem}`);
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

  const address = profile.handle && new URL(profilePath(profile.handle), window.location.origin).toString();
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <TextField
        label="Handle"
        name="handle"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={HANDLE_MAX_LENGTH + 10}
        hint="3 to 30 characters: lowercase letters, digits, _ and -."
        value={handle}
        onChange={(event) => setHandle(event.target.value)}
        error={fieldError}
      />
      <Switch
        label="Public profile"
        description="Shows your recent diary, your liked movies and your public playlists to anyone with the link."
        checked={isPublic}
        onChange={setIsPublic}
      />
      <PrimaryButton pending={save.isPending}>Save profile</PrimaryButton>
      {address && (
        <div className="rounded-[var(--radius-card)] border border-hairline bg-surface-2 p-4 text-sm">
          <p className="font-medium">Your profile address</p>
          <Link
            to={profilePath(profile.handle!)}
            className="mt-1 block text-accent [overflow-wrap:anywhere] hover:text-accent-hover"
          >
            {address}
          </Link>
          {!profile.is_public && (
            <p className="mt-2 text-muted">
              Your profile is private: this address shows nothing until you make it public.
            </p>
          )}
        </div>
      )}
    </form>
  );
}
