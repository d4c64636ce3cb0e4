import { useState, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX_LENGTH } from '@marquee/contracts';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { accountErrorText, useUpdateDisplayName } from '../api/use-account.ts';
import { SettingsActions, SettingsSection } from './settings-section.tsx';

/** The display name shown in the menu and on comments. `onSaved` refreshes wherever the name is shown. */
export function ProfileSection({
  currentName,
  onSaved,
}: {
  currentName: string | null;
  onSaved: () => Promise<void>;
}) {
  const [name, setName] = useState(currentName ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const update = useUpdateDisplayName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!name.trim()) {
      setFieldError('Please enter a display name.');
      return;
    }
    setFieldError(undefined);
    update.mutate(name.trim(), {
      onSuccess: async () => {
        await onSaved();
        setNotice({ tone: 'success', text: 'Display name saved.' });
      },
      onError: (error) => setNotice({ tone: 'error', text: accountErrorText(error) }),
    });
  };

  return (
    <SettingsSection title="Profile" description="The name other viewers see on your comments.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Display name"
          name="display-name"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError}
        />
        <FormNotice notice={notice} />
        <SettingsActions>
          <PrimaryButton pending={update.isPending}>Save name</PrimaryButton>
        </SettingsActions>
      </form>
    </SettingsSection>
  );
}
