import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { EXPORT_DESCRIPTION } from '../../features/account/components/data-section.tsx';
import { ExportButton } from '../../features/account/components/export-button.tsx';
import { useSession } from '../../lib/session.ts';
import { FilmImportPanel } from '../../features/film-import/components/film-import-panel.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Import & export');
  const { user, isPending } = useSession();
  return (
    <div className="page-container max-w-5xl py-8 md:py-10">
      <PageHeader title="Import & export" subtitle="Move your film history in and out of Marquee." />
      {isPending ? (
        <Spinner fullScreen label="Loading" />
      ) : !user ? (
        <SignInPrompt title="Sign in to import your film history" />
      ) : (
        <div className="flex flex-col gap-12">
          <FilmImportPanel />
          <section
            aria-labelledby="export-title"
            className="flex flex-col gap-4 border-t border-hairline pt-8"
          >
            <div>
              <h2 id="export-title" className="text-xl font-semibold md:text-2xl">
                Export your data
              </h2>
              <p className="mt-1 text-sm text-muted md:text-base">{EXPORT_DESCRIPTION}</p>
            </div>
            <ExportButton />
          </section>
        </div>
      )}
    </div>
  );
}
