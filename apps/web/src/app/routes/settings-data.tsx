import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/api/use-session.ts';
import { FilmImportPanel } from '../../features/film-import/components/film-import-panel.tsx';

export function Component() {
  const { user, isPending } = useSession();
  return (
    <div className="page-container max-w-5xl py-8 md:py-10">
      <PageHeader title="Import & export" subtitle="Move your film history in and out of Marquee." />
      {isPending ? (
        <Spinner fullScreen label="Loading" />
      ) : !user ? (
        <SignInPrompt title="Sign in to import your film history" />
      ) : (
        <FilmImportPanel />
      )}
    </div>
  );
}
