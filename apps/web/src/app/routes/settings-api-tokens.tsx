import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiTokensSection } from '../../features/api-tokens/components/api-tokens-section.tsx';
import { CalendarSection } from '../../features/calendar/components/calendar-section.tsx';
import { WatchServicesSection } from '../../features/where-to-watch/components/watch-services-section.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /settings/api-tokens: personal API tokens, the release calendar's address and (live TMDB) the user's services. */
export function Component() {
  useDocumentTitle('API tokens & calendar');
  const { user, isPending } = useSession();
  return (
    <div className="page-container py-8 md:py-10">
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="API tokens & calendar"
          subtitle={
            user ? 'Let apps use your data, follow your watchlist’s releases, pick your services.' : undefined
          }
        />
        {isPending ? (
          <Spinner fullScreen label="Loading your settings" />
        ) : !user ? (
          <SignInPrompt title="Sign in to see your settings" />
        ) : (
          <div className="flex flex-col gap-6">
            <ApiTokensSection />
            <CalendarSection />
            <WatchServicesSection />
          </div>
        )}
      </div>
    </div>
  );
}
