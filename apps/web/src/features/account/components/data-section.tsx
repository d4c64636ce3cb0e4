import { Link } from 'react-router';
import { Download, Upload } from 'lucide-react';
import { FormNotice } from '../../../components/ui/form-controls.tsx';
import { useDownloadExport } from '../api/download-export.ts';
import { accountErrorText } from '../api/use-account.ts';
import { ACCENT_OUTLINE_BUTTON, SECONDARY_BUTTON, SettingsSection } from './settings-section.tsx';

/** Taking everything out (a zip) and bringing a history in (the import page). */
export function DataSection() {
  const download = useDownloadExport();
  return (
    <SettingsSection
      title="Your data"
      description="A zip of everything you own here: diary, ratings, likes, watched movies, watchlist, playlists, comments and visits, as JSON and as CSV files Letterboxd can import."
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => download.mutate()}
            disabled={download.isPending}
            aria-busy={download.isPending || undefined}
            className={ACCENT_OUTLINE_BUTTON}
          >
            {download.isPending ? (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-current/40 border-t-current"
              />
            ) : (
              <Download size={20} aria-hidden="true" />
            )}
            Export my data
          </button>
          <Link to="/settings/data" className={SECONDARY_BUTTON}>
            <Upload size={20} aria-hidden="true" />
            Import your history
          </Link>
        </div>
        <FormNotice
          notice={download.isError ? { tone: 'error', text: accountErrorText(download.error) } : null}
        />
      </div>
    </SettingsSection>
  );
}
