import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { errorText } from '../../components/ui/error-message.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextSkeleton } from '../../components/ui/skeletons.tsx';
import { isListingKind, useListing } from '../../features/browse/api/use-listing.ts';
import { MovieListing, pageCount } from '../../features/browse/components/movie-listing.tsx';
import { usePageParam } from '../../features/browse/hooks/use-page-param.ts';
import { useMyServicesFilter } from '../../features/where-to-watch/components/use-my-services-filter.tsx';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type Message, useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';
import { commonMessages } from '../../lib/i18n/messages.ts';

/** Spec: the title is the type with underscores replaced by spaces, capitalised. */
export function contentTitle(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** The listings' titles in the interface's language; the spec's rule gives the English ones. */
const CONTENT_TITLES: Record<string, Message> = {
  now_playing: m.contentNowPlaying,
  top_rated: m.contentTopRated,
  popular: m.popular,
  trending: m.trending,
};

function ContentNotFound({ hint }: { hint: string }) {
  const t = useT();
  return (
    <div className="page-container py-16">
      <EmptyState level={1} title={t(m.contentNotFoundTitle)} hint={hint} />
    </div>
  );
}

export function Component() {
  const type = useParams().contentType ?? '';
  const known = isListingKind(type);
  const t = useT();
  const title = CONTENT_TITLES[type] ? t(CONTENT_TITLES[type]) : contentTitle(type);
  useDocumentTitle(known ? title : t(m.contentNotFound));
  const [page, setPage] = usePageParam();
  const listing = useListing(known ? type : 'popular', page, { enabled: known });
  const onMyServices = useMyServicesFilter(listing);

  if (!known) return <ContentNotFound hint={t(m.contentNotFoundHint)} />;
  if (listing.isError)
    return <ContentNotFound hint={t(commonMessages.errorMessage, { message: errorText(listing.error) })} />;
  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={title}
        subtitle={
          listing.data && listing.data.total_results > 0 ? (
            t(m.foundMovies, {
              total: listing.data.total_results,
              page,
              pages: pageCount(listing.data),
            })
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
        label={t(m.genreMovies, { name: title })}
        renderActions={renderMovieCardActions}
      />
    </div>
  );
}
