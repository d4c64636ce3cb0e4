import { useState, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX_LENGTH } from '@marquee/contracts';
import { FormNotice, PrimaryButton, TextField, type Notice } from '../../../components/ui/form-controls.tsx';
import { accountErrorText, useUpdateDisplayName } from '../api/use-account.ts';
import { SettingsActions, SettingsSection } from './settings-section.tsx';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../messages.ts';

/** The display name shown in the menu and on comments. `onSaved` refreshes wherever the name is shown. */
export function ProfileSection({
  currentName,
  onSaved,
}: {
  currentName: string | null;
  onSaved: () => Promise<void>;
}) {
  const t = useT();
  const [name, setName] = useState(currentName ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const update = useUpdateDisplayName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!name.trim()) {
      setFieldError(translate(m.enterDisplayName));
      return;
    }
    setFieldError(undefined);
    update.mutate(name.trim(), {
      onSuccess: async () => {
        await onSaved();
        setNotice({ tone: 'success', text: translate(m.nameSaved) });
      },
      onError: (error) => setNotice({ tone: 'error', text: accountErrorText(error) }),
    });
  };

  return (
    <SettingsSection title={t(m.profile)} description={t(m.profileDescription)}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t(m.displayName)}
          name="display-name"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError}
        />
        <FormNotice notice={notice} />
        <SettingsActions>
          <PrimaryButton pending={update.isPending}>{t(m.saveName)}</PrimaryButton>
        </SettingsActions>
      </form>
    </SettingsSection>
  );
}
