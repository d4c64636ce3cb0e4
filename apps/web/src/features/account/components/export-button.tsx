import { Download } from 'lucide-react';
import { FormNotice } from '../../../components/ui/form-controls.tsx';
import { useDownloadExport } from '../api/download-export.ts';
import { accountErrorText } from '../api/use-account.ts';
import { ACCENT_OUTLINE_BUTTON } from './settings-section.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../messages.ts';

/** "Export my data": downloads the zip of everything the user owns, with its error below when it fails. */
export function ExportButton({ children }: { children?: React.ReactNode }) {
  const t = useT();
  const download = useDownloadExport();
  return (
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
          {t(m.exportMyData)}
        </button>
        {children}
      </div>
      <FormNotice
        notice={download.isError ? { tone: 'error', text: accountErrorText(download.error) } : null}
      />
    </div>
  );
}
