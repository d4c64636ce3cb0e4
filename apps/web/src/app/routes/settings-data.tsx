import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ExportButton } from '../../features/account/components/export-button.tsx';
import { useSession } from '../../lib/session.ts';
import { FilmImportPanel } from '../../features/film-import/components/film-import-panel.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../../features/account/messages.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(t(m.importExport));
  const { user, isPending } = useSession();
  return (
    <div className="page-container max-w-5xl py-8 md:py-10">
      <PageHeader title={t(m.importExport)} subtitle={t(m.importExportSubtitle)} />
      {isPending ? (
        <Spinner fullScreen label={t(m.loading)} />
      ) : !user ? (
        <SignInPrompt title={t(m.signInImport)} />
      ) : (
        <div className="flex flex-col gap-12">
          <FilmImportPanel />
          <section
            aria-labelledby="export-title"
            className="flex flex-col gap-4 border-t border-hairline pt-8"
          >
            <div>
              <h2 id="export-title" className="text-xl font-semibold md:text-2xl">
                {t(m.exportYourData)}
              </h2>
              <p className="mt-1 text-sm text-muted md:text-base">{t(m.exportDescription)}</p>
            </div>
            <ExportButton />
          </section>
        </div>
      )}
    </div>
  );
}
