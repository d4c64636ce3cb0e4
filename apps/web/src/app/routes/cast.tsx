import { useId } from 'react';
import { useParams } from 'react-router';
import type { MovieSummary } from '@marquee/contracts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { MovieGrid } from '../../components/ui/movie-grid.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MovieGridSkeleton, TextSkeleton } from '../../components/ui/skeletons.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePersonMovies } from '../../features/browse/api/use-person-movies.ts';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function PersonFilms({ title, films, name }: { title: string; films: MovieSummary[]; name: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-4 text-xl font-semibold tracking-tight md:text-2xl">
        {title} <span className="text-base font-normal text-muted tabular-nums">({films.length})</span>
      </h2>
      <MovieGrid movies={films} label={`${title}: ${name}`} renderActions={renderMovieCardActions} captions />
    </section>
  );
}

export function Component() {
  const { castId, castName } = useParams();
  const personId = Number(castId);
  const valid = Number.isInteger(personId) && personId > 0;
  const name = castName?.trim() || 'this person';
  useDocumentTitle(castName?.trim() || 'Cast');
  const movies = usePersonMovies(valid ? personId : 0);
  const count = movies.data?.count ?? 0;
  // A person the catalog does not know has no movies: the spec's empty state, not an error.
  const unknownPerson = movies.error instanceof ApiError && movies.error.status === 404;

  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={`Movies featuring ${name}`}
        subtitle={
          movies.isSuccess && count > 0 ? (
            `Found ${count} movies`
          ) : movies.isPending && valid ? (
            <TextSkeleton className="h-5 w-32" />
          ) : null
        }
      />
      {!valid || unknownPerson || (movies.isSuccess && count === 0) ? (
        <EmptyState title="No movies found for this actor/actress." />
      ) : movies.isPending ? (
        <MovieGridSkeleton />
      ) : movies.isError ? (
        <ErrorMessage message={errorText(movies.error)} />
      ) : movies.data.directed.length === 0 ? (
        <MovieGrid
          movies={movies.data.acted}
          label={`Movies featuring ${name}`}
          renderActions={renderMovieCardActions}
          captions
        />
      ) : (
        // A director's films come first; the films they acted in follow under their own heading.
        <>
          <PersonFilms title="Directed" films={movies.data.directed} name={name} />
          {movies.data.acted.length > 0 && (
            <PersonFilms title="Acted in" films={movies.data.acted} name={name} />
          )}
        </>
      )}
    </div>
  );
}
