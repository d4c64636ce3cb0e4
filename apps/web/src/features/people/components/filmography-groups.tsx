import { useId, type ReactNode } from 'react';
import { MovieGrid } from '../../../components/ui/movie-grid.tsx';
import { roleLine, type FilmographyGroup, type FilmographyMovie } from '../lib/filmography.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { departmentLabel } from '../../../lib/i18n/known-text.ts';
import { peopleMessages as m } from '../messages.ts';

const anchorOf = (department: string) =>
  `filmography-${department.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function FilmographyGroupSection({
  group,
  personName,
  renderActions,
}: {
  group: FilmographyGroup;
  personName: string;
  renderActions?: (movie: FilmographyMovie) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={anchorOf(group.department)} aria-labelledby={headingId} className="mb-10 scroll-mt-24">
      <h3 id={headingId} className="mb-4 text-lg font-semibold tracking-tight md:text-xl">
        {departmentLabel(group.department)}{' '}
        <span className="text-base font-normal text-muted tabular-nums">({group.movies.length})</span>
      </h3>
      <MovieGrid
        movies={group.movies}
        label={`${departmentLabel(group.department)}: ${personName}`}
        renderActions={renderActions}
        captions
        captionDetail={(movie) => roleLine(group.department, movie.roles)}
      />
    </section>
  );
}

/**
 * A person's films, one grid per role (Acting, Directing, Writing, Production, Camera, Editing, Sound...), each
 * newest first, with links to jump to a group when there are several.
 */
export function FilmographyGroups({
  groups,
  personName,
  renderActions,
}: {
  groups: FilmographyGroup[];
  personName: string;
  renderActions?: (movie: FilmographyMovie) => ReactNode;
}) {
  const t = useT();
  return (
    <>
      {groups.length > 1 && (
        <nav aria-label={t(m.roles)} className="mb-8">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.department}>
                <a
                  href={`#${anchorOf(group.department)}`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-hairline bg-surface px-4 text-sm font-medium transition-colors hover:bg-surface-2"
                >
                  {departmentLabel(group.department)}
                  <span className="text-muted tabular-nums">{group.movies.length}</span>
                  <span className="sr-only"> {t(m.movies)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <FilmographyGroupSection
          key={group.department}
          group={group}
          personName={personName}
          renderActions={renderActions}
        />
      ))}
    </>
  );
}
