import { useId } from 'react';
import { Link } from 'react-router';
import type { PersonSearchResult } from '@marquee/contracts';
import { castPath } from '../../../lib/person-path.ts';
import { PersonAvatar } from '../../../components/ui/person-avatar.tsx';
import { searchMessages as m } from '../messages.ts';
import { translate, useT, type Message } from '../../../lib/i18n/i18n.ts';

const ROLES: Record<string, Message> = { Acting: m.actor, Directing: m.director, Writing: m.writer };

/** "Director · Jaws, E.T. the Extra-Terrestrial": what the person does and films they are known for. */
function knownFor(person: PersonSearchResult): string {
  const known = ROLES[person.known_for_department];
  const role = known ? translate(known) : person.known_for_department;
  const films = person.known_for.map((movie) => movie.title).join(', ');
  return [role, films].filter(Boolean).join(' · ');
}

/** The People section of the search suggestions: compact rows, each opening the person's page. */
export function PeopleSuggestions({ people, onPick }: { people: PersonSearchResult[]; onPick: () => void }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-2">
      <h3 id={headingId} className="px-1 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
        {t(m.people)}
      </h3>
      <ul className="flex flex-col gap-1">
        {people.map((person) => (
          <li key={person.id}>
            <Link
              to={castPath(person)}
              onClick={onPick}
              className="flex items-center gap-3 rounded-[var(--radius-card)] p-2 hover:bg-surface-2"
            >
              <PersonAvatar
                name={person.name}
                profilePath={person.profile_path}
                className="w-10 shrink-0"
                small
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{person.name}</span>
                <span className="mt-0.5 block truncate text-xs text-muted">{knownFor(person)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The People section of the results page, above the movies: a photo, the name and what they are known for. */
export function PeopleResults({ people }: { people: PersonSearchResult[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-4 text-xl font-semibold tracking-tight md:text-2xl">
        {t(m.people)}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <li key={person.id}>
            <Link
              to={castPath(person)}
              className="group flex items-center gap-4 rounded-[var(--radius-card)] border border-hairline bg-surface p-3 transition-colors hover:border-accent/60 hover:bg-surface-2"
            >
              <PersonAvatar name={person.name} profilePath={person.profile_path} className="w-16 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold group-hover:text-accent">{person.name}</span>
                <span className="mt-1 line-clamp-2 block text-sm text-muted">{knownFor(person)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
