import { useParams } from 'react-router';
import { genreName } from '@marquee/contracts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextSkeleton } from '../../components/ui/skeletons.tsx';
import { useGenreMovies } from '../../features/browse/api/use-genre-movies.ts';
import { MovieListing, pageCount } from '../../features/browse/components/movie-listing.tsx';
import { usePageParam } from '../../features/browse/hooks/use-page-param.ts';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  const raw = useParams().genreId;
  const genreId = Number(raw);
  const name = genreName(genreId);
  useDocumentTitle(name ? `${name} movies` : 'Genre not found');
  const [page, setPage] = usePageParam();
  const movies = useGenreMovies(name ? genreId : 0, page);

  if (!name) {
    return (
      <div className="page-container py-16">
        <EmptyState level={1} title="Genre Not Found" hint="The requested genre does not exist." />
      </div>
    );
  }
  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={`Exploring ${name} Movies`}
        subtitle={
          movies.data && pageCount(movies.data) > 0 ? (
            `page ${page} of ${pageCount(movies.data)}`
          ) : movies.isPending ? (
            <TextSkeleton className="h-5 w-32" />
          ) : null
        }
      />
      <MovieListing
        query={movies}
        page={page}
        onPageChange={setPage}
        label={`${name} movies`}
        renderActions={renderMovieCardActions}
      />
    </div>
  );
}
