import { useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { DANGER_BUTTON, SettingsSection } from './settings-section.tsx';

export function DangerZone({
  email,
  hasPassword,
  onDeleted,
}: {
  email: string;
  hasPassword: boolean;
  onDeleted: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      title="Danger zone"
      danger
      description="Deleting your account removes everything you own here. Export your data first if you want to keep it."
    >
      <button type="button" onClick={() => setOpen(true)} className={DANGER_BUTTON}>
        Delete account
      </button>
      {open && (
        <DeleteAccountDialog
          email={email}
          hasPassword={hasPassword}
          onClose={() => setOpen(false)}
          onDeleted={onDeleted}
        />
      )}
    </SettingsSection>
  );
}
