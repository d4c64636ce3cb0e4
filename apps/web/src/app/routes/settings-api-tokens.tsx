import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiTokensSection } from '../../features/api-tokens/components/api-tokens-section.tsx';
import { CalendarSection } from '../../features/calendar/components/calendar-section.tsx';
import { WatchServicesSection } from '../../features/where-to-watch/components/watch-services-section.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../../features/account/messages.ts';

/** /settings/api-tokens: personal API tokens, the release calendar's address and (live TMDB) the user's services. */
export function Component() {
  const t = useT();
  useDocumentTitle(t(m.apiTokensTitle));
  const { user, isPending } = useSession();
  return (
    <div className="page-container py-8 md:py-10">
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t(m.apiTokensTitle)} subtitle={user ? t(m.apiTokensSubtitle) : undefined} />
        {isPending ? (
          <Spinner fullScreen label={t(m.loadingSettings)} />
        ) : !user ? (
          <SignInPrompt title={t(m.signInSettings)} />
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
