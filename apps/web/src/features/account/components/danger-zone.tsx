import { useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { DANGER_BUTTON, SettingsSection } from './settings-section.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../messages.ts';

export function DangerZone({
  email,
  hasPassword,
  onDeleted,
}: {
  email: string;
  hasPassword: boolean;
  onDeleted: () => Promise<void>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={t(m.dangerZone)} danger description={t(m.dangerDescription)}>
      <button type="button" onClick={() => setOpen(true)} className={DANGER_BUTTON}>
        {t(m.deleteAccount)}
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
