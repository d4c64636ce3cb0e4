import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextSkeleton } from '../../components/ui/skeletons.tsx';
import { isListingKind, useListing } from '../../features/browse/api/use-listing.ts';
import { MovieListing, pageCount } from '../../features/browse/components/movie-listing.tsx';
import { usePageParam } from '../../features/browse/hooks/use-page-param.ts';
import { useMyServicesFilter } from '../../features/where-to-watch/components/use-my-services-filter.tsx';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec: the title is the type with underscores replaced by spaces, capitalised. */
export function contentTitle(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

function ContentNotFound({ hint }: { hint: string }) {
  return (
    <div className="page-container py-16">
      <EmptyState level={1} title="Content Not Found" hint={hint} />
    </div>
  );
}

export function Component() {
  const type = useParams().contentType ?? '';
  const known = isListingKind(type);
  useDocumentTitle(known ? contentTitle(type) : 'Content not found');
  const [page, setPage] = usePageParam();
  const listing = useListing(known ? type : 'popular', page, { enabled: known });
  const onMyServices = useMyServicesFilter(listing);

  if (!known) return <ContentNotFound hint="The requested content type does not exist." />;
  if (listing.isError) return <ContentNotFound hint={`Error: ${listing.error.message}`} />;
  const title = contentTitle(type);
  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={title}
        subtitle={
          listing.data && listing.data.total_results > 0 ? (
            `Found ${listing.data.total_results} movies on page ${page} of ${pageCount(listing.data)}`
          ) : listing.isPending ? (
            <TextSkeleton className="h-5 w-64" />
          ) : null
        }
      />
      {onMyServices.control}
      <MovieListing
        query={onMyServices.query}
        page={page}
        onPageChange={setPage}
        label={`${title} movies`}
        renderActions={renderMovieCardActions}
      />
    </div>
  );
}
