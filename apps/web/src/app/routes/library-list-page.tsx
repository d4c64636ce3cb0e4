import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { MovieGrid } from '../../components/ui/movie-grid.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isUnauthorized } from '../../lib/api-client.ts';
import type { MovieRef } from '../../lib/movie-ref.ts';
import { StatusMarksLegend } from '../../features/library-status/components/status-marks-legend.tsx';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

interface LibraryListPageProps<M extends MovieRef> {
  title: string;
  query: { data: M[] | undefined; isPending: boolean; error: unknown };
  /** The count line for N movies. */
  subtitle: (count: number) => ReactNode;
  empty: { title: string; hint?: ReactNode; icon?: LucideIcon };
  /** The heading a visitor sees above the sign-in prompt, e.g. 'Sign in to see your liked movies'. */
  signInTitle?: string;
  renderActions?: (movie: M) => ReactNode;
  /** Controls under the title (a playlist's sharing). */
  headerExtra?: ReactNode;
}

/** A personal list page (/liked, /watched, /watchlist, /recently-visited, /playlist/{id}): spinner, error in red, empty state, grid. */
export function LibraryListPage<M extends MovieRef>({
  title,
  query,
  subtitle,
  empty,
  renderActions = renderMovieCardActions,
  signInTitle,
  headerExtra,
}: LibraryListPageProps<M>) {
  const t = useT();
  useDocumentTitle(title);
  const content = query.isPending ? (
    <Spinner fullScreen label={t(m.loadingTitle, { title })} />
  ) : isUnauthorized(query.error) ? (
    <SignInPrompt title={signInTitle ?? t(m.signInToSeePage)} />
  ) : query.error || !query.data ? (
    <ErrorMessage message={errorText(query.error)} />
  ) : query.data.length === 0 ? (
    <EmptyState title={empty.title} hint={empty.hint} icon={empty.icon} />
  ) : (
    <>
      <StatusMarksLegend />
      <MovieGrid movies={query.data} label={title} renderActions={renderActions} />
    </>
  );
  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader title={title} subtitle={query.data ? subtitle(query.data.length) : undefined}>
        {headerExtra}
      </PageHeader>
      {content}
    </div>
  );
}
