import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { MovieGridSkeleton, TextSkeleton } from '../../components/ui/skeletons.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { StatusMarksLegend } from '../../features/library-status/components/status-marks-legend.tsx';
import { usePerson, usePersonCredits } from '../../features/people/api/use-person.ts';
import { FilmographyGroups } from '../../features/people/components/filmography-groups.tsx';
import { PersonHeader } from '../../features/people/components/person-header.tsx';
import { filmCount, groupFilmography } from '../../features/people/lib/filmography.ts';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A person's page (the spec's cast page): who they are, then every film they made, grouped by role. */
export function Component() {
  const { castId, castName } = useParams();
  const personId = Number(castId);
  const valid = Number.isInteger(personId) && personId > 0;
  const person = usePerson(valid ? personId : 0);
  const credits = usePersonCredits(valid ? personId : 0);
  const name = person.data?.name ?? (castName?.trim() || undefined);
  const t = useT();
  useDocumentTitle(name ?? t(m.cast));
  const signedIn = Boolean(useSession().user);
  const groups = useMemo(
    () => (credits.data ? groupFilmography(credits.data, person.data?.known_for_department) : []),
    [credits.data, person.data?.known_for_department],
  );
  const count = filmCount(groups);
  // A person the catalog does not know has no movies: the spec's empty state, not an error.
  const unknownPerson = !valid || isNotFound(person.error) || isNotFound(credits.error);
  const headingId = useId();

  return (
    <div className="page-container py-8 md:py-10">
      <PersonHeader name={name} person={person.data} isPending={valid && person.isPending} />
      <section aria-labelledby={headingId}>
        <header className="mb-6">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight md:text-2xl">
            {t(m.moviesFeaturing, { name: name ?? t(m.thisPerson) })}
          </h2>
          {credits.isSuccess && count > 0 ? (
            <p className="mt-1 text-sm tabular-nums text-muted md:text-base">
              {t(m.foundMoviesCount, { count })}
            </p>
          ) : credits.isPending && valid ? (
            <TextSkeleton className="mt-2 h-5 w-32" />
          ) : null}
        </header>
        {unknownPerson || (credits.isSuccess && count === 0) ? (
          <EmptyState title={t(m.noMoviesForPerson)} level={3} />
        ) : credits.isPending ? (
          <MovieGridSkeleton />
        ) : credits.isError ? (
          <ErrorMessage message={errorText(credits.error)} />
        ) : (
          <>
            {signedIn && <StatusMarksLegend />}
            <FilmographyGroups
              groups={groups}
              personName={name ?? ''}
              renderActions={renderMovieCardActions}
            />
          </>
        )}
      </section>
    </div>
  );
}
