import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MAX_LISTING_PAGE, type MovieListPage, type MovieSummary } from '@marquee/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { MovieGrid } from '../../../components/ui/movie-grid.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { MovieGridSkeleton } from '../../../components/ui/skeletons.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { browseMessages as m } from '../messages.ts';

/** TMDB reports up to its cap; pages past 500 cannot be fetched. */
export function pageCount(data: MovieListPage | undefined): number {
  return Math.min(data?.total_pages ?? 0, MAX_LISTING_PAGE);
}

interface MovieListingProps {
  query: UseQueryResult<MovieListPage>;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  emptyTitle?: string;
  emptyHint?: ReactNode;
  /** Replaces the default 'Error: {message}' line. */
  renderError?: (message: string) => ReactNode;
  renderActions?: (movie: MovieSummary) => ReactNode;
}

/** The body of a paged listing page: skeleton, error, empty state, or the grid with its pagination. */
export function MovieListing({
  query,
  page,
  onPageChange,
  label,
  emptyTitle,
  emptyHint,
  renderError,
  renderActions,
}: MovieListingProps) {
  const t = useT();
  if (query.isPending) return <MovieGridSkeleton />;
  if (query.isError)
    return renderError ? (
      renderError(errorText(query.error))
    ) : (
      <ErrorMessage message={errorText(query.error)} />
    );
  const { results } = query.data;
  if (!results.length) return <EmptyState title={emptyTitle ?? t(m.noMoviesFound)} hint={emptyHint} />;
  return (
    <div
      className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
      aria-busy={query.isPlaceholderData}
    >
      <MovieGrid movies={results} renderActions={renderActions} label={label} />
      <Pagination page={page} totalPages={pageCount(query.data)} onPageChange={onPageChange} />
    </div>
  );
}
