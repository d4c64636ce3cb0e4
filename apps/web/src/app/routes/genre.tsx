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
import { useT } from '../../lib/i18n/i18n.ts';
import { genreLabel } from '../../lib/i18n/known-text.ts';
import { pageMessages as m } from './pages.messages.ts';

export function Component() {
  const raw = useParams().genreId;
  const t = useT();
  const genreId = Number(raw);
  const english = genreName(genreId);
  const name = english && genreLabel({ id: genreId, name: english });
  useDocumentTitle(name ? t(m.genreMovies, { name }) : t(m.genreNotFound));
  const [page, setPage] = usePageParam();
  const movies = useGenreMovies(name ? genreId : 0, page);

  if (!name) {
    return (
      <div className="page-container py-16">
        <EmptyState level={1} title={t(m.genreNotFoundTitle)} hint={t(m.genreNotFoundHint)} />
      </div>
    );
  }
  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={t(m.exploringGenre, { name })}
        subtitle={
          movies.data && pageCount(movies.data) > 0 ? (
            t(m.pageOfLower, { page, pages: pageCount(movies.data) })
          ) : movies.isPending ? (
            <TextSkeleton className="h-5 w-32" />
          ) : null
        }
      />
      <MovieListing
        query={movies}
        page={page}
        onPageChange={setPage}
        label={t(m.genreMovies, { name })}
        renderActions={renderMovieCardActions}
      />
    </div>
  );
}
