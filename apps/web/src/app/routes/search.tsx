import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextSkeleton } from '../../components/ui/skeletons.tsx';
import { useSearchResults } from '../../features/browse/api/use-search-results.ts';
import { MovieListing, pageCount } from '../../features/browse/components/movie-listing.tsx';
import { usePageParam } from '../../features/browse/hooks/use-page-param.ts';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  const query = (useParams().query ?? '').trim();
  const [page, setPage] = usePageParam();
  const results = useSearchResults(query, page);
  const data = results.data;
  useDocumentTitle(`Search results for "${query}"`);

  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={<>Search results for "{query}"</>}
        subtitle={
          data && data.total_results > 0 ? (
            `Found ${data.total_results} results on page ${page} of ${pageCount(data)}`
          ) : results.isPending ? (
            <TextSkeleton className="h-5 w-56" />
          ) : null
        }
      />
      <MovieListing
        query={results}
        page={page}
        onPageChange={setPage}
        label={`Search results for ${query}`}
        emptyTitle="No results found"
        emptyHint="Try searching with different keywords."
        renderActions={renderMovieCardActions}
      />
    </div>
  );
}
