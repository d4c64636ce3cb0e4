import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { ExportButton } from './export-button.tsx';
import { SECONDARY_BUTTON, SettingsSection } from './settings-section.tsx';

export const EXPORT_DESCRIPTION =
  'A zip of everything you own here: diary, ratings, likes, watched movies, watchlist, playlists, comments and visits, as JSON and as CSV files Letterboxd can import.';

/** Taking everything out (a zip) and bringing a history in (the import page). */
export function DataSection() {
  return (
    <SettingsSection title="Your data" description={EXPORT_DESCRIPTION}>
      <ExportButton>
        <Link to="/settings/data" className={SECONDARY_BUTTON}>
          <Upload size={20} aria-hidden="true" />
          Import your history
        </Link>
      </ExportButton>
    </SettingsSection>
  );
}
