import { useSearchParams } from 'react-router';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useWatchTogether } from '../../features/watch-tonight/api/use-watch-together.ts';
import { partnersNamed, TonightPlanner } from '../../features/watch-tonight/components/tonight-planner.tsx';
import { WatchPartnersPanel } from '../../features/watch-tonight/components/watch-partners-panel.tsx';
import { isUnauthorized } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { formatList } from '../../lib/i18n/format.ts';
import { tonightMessages as m } from '../../features/watch-tonight/messages.ts';

/** /tonight: pick who is watching (you and accepted partners, `?with=Name` preselects), then 5 picks. */
export function Component() {
  const t = useT();
  useDocumentTitle(t(m.title));
  const links = useWatchTogether();
  const [search] = useSearchParams();
  const named = search.getAll('with');
  return (
    <div className="page-container max-w-5xl py-8 md:py-10">
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      {links.isPending ? (
        <Spinner label={t(m.loadingPartners)} />
      ) : isUnauthorized(links.error) ? (
        <SignInPrompt title={t(m.signIn)} />
      ) : links.isError ? (
        <ErrorMessage message={errorText(links.error)} />
      ) : (
        <div className="flex flex-col gap-10">
          {(() => {
            const preselected = partnersNamed(links.data.partners, named);
            const missing = named.filter((name) => partnersNamed(links.data.partners, [name]).size === 0);
            return (
              <>
                {missing.length > 0 && (
                  <p
                    role="status"
                    className="rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-4 py-3 text-sm"
                  >
                    {t(m.notPartnerYet, { count: missing.length, names: formatList(missing) })}
                  </p>
                )}
                <TonightPlanner partners={links.data.partners} preselected={preselected} />
              </>
            );
          })()}
          <section className="rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6">
            <WatchPartnersPanel links={links.data} />
          </section>
        </div>
      )}
    </div>
  );
}
