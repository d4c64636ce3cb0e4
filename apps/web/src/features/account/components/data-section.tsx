import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { ExportButton } from './export-button.tsx';
import { SECONDARY_BUTTON, SettingsSection } from './settings-section.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../messages.ts';

/** Taking everything out (a zip) and bringing a history in (the import page). */
export function DataSection() {
  const t = useT();
  return (
    <SettingsSection title={t(m.yourData)} description={t(m.exportDescription)}>
      <ExportButton>
        <Link to="/settings/data" className={SECONDARY_BUTTON}>
          <Upload size={20} aria-hidden="true" />
          {t(m.importHistory)}
        </Link>
      </ExportButton>
    </SettingsSection>
  );
}
