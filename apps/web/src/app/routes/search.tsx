import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MovieGridSkeleton, TextSkeleton } from '../../components/ui/skeletons.tsx';
import { useSearchResults } from '../../features/browse/api/use-search-results.ts';
import { MovieListing, pageCount } from '../../features/browse/components/movie-listing.tsx';
import { usePageParam } from '../../features/browse/hooks/use-page-param.ts';
import { usePeopleSearch } from '../../features/search/api/use-people-search.ts';
import { PeopleResults } from '../../features/search/components/people-results.tsx';
import { useMyServicesFilter } from '../../features/where-to-watch/components/use-my-services-filter.tsx';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// The People section sits above the movies on the first page only; the count line keeps counting movies.
const MAX_PEOPLE = 6;

export function Component() {
  const query = (useParams().query ?? '').trim();
  const [page, setPage] = usePageParam();
  const results = useSearchResults(query, page);
  const data = results.data;
  const onMyServices = useMyServicesFilter(results);
  useDocumentTitle(`Search results for "${query}"`);
  const people = usePeopleSearch(query, page === 1);
  const matchingPeople = page === 1 ? (people.data ?? []).slice(0, MAX_PEOPLE) : [];
  // The movies wait for the people above them, so the grid does not jump down when they arrive.
  const peopleLoading = page === 1 && people.isLoading;

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
      {matchingPeople.length > 0 && <PeopleResults people={matchingPeople} />}
      {onMyServices.control}
      {peopleLoading ? (
        <MovieGridSkeleton />
      ) : (
        <MovieListing
          query={onMyServices.query}
          page={page}
          onPageChange={setPage}
          label={`Search results for ${query}`}
          // People found above are hits: the movies' empty state then points to them, not to other keywords.
          emptyTitle={matchingPeople.length > 0 ? 'No movie titles match' : 'No results found'}
          emptyHint={
            matchingPeople.length > 0
              ? 'Open a person above to see their films.'
              : 'Try searching with different keywords.'
          }
          renderActions={renderMovieCardActions}
        />
      )}
    </div>
  );
}
