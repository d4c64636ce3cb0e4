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
import { useT } from '../../lib/i18n/i18n.ts';
import { searchPageMessages as m } from './search.messages.ts';

// The People section sits above the movies on the first page only; the count line keeps counting movies.
const MAX_PEOPLE = 6;

export function Component() {
  const query = (useParams().query ?? '').trim();
  const [page, setPage] = usePageParam();
  const results = useSearchResults(query, page);
  const data = results.data;
  const onMyServices = useMyServicesFilter(results);
  const t = useT();
  useDocumentTitle(t(m.searchResultsFor, { query }));
  const people = usePeopleSearch(query, page === 1);
  const matchingPeople = page === 1 ? (people.data ?? []).slice(0, MAX_PEOPLE) : [];
  // The movies wait for the people above them, so the grid does not jump down when they arrive.
  const peopleLoading = page === 1 && people.isLoading;

  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={t(m.searchResultsFor, { query })}
        subtitle={
          data && data.total_results > 0 ? (
            t(m.foundResults, { total: data.total_results, page, pages: pageCount(data) })
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
          label={t(m.searchResultsLabel, { query })}
          // People found above are hits: the movies' empty state then points to them, not to other keywords.
          emptyTitle={matchingPeople.length > 0 ? t(m.noMovieTitlesMatch) : t(m.noResultsFound)}
          emptyHint={matchingPeople.length > 0 ? t(m.openPersonAbove) : t(m.tryOtherKeywords)}
          renderActions={renderMovieCardActions}
        />
      )}
    </div>
  );
}
