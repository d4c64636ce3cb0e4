import type { PersonDetails } from '@marquee/contracts';
import { PersonAvatar } from '../../../components/ui/person-avatar.tsx';
import { TextSkeleton } from '../../../components/ui/skeletons.tsx';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { PersonBiography } from './person-biography.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { departmentLabel } from '../../../lib/i18n/known-text.ts';
import { peopleMessages as m } from '../messages.ts';

/** The facts TMDB gives of a person, those it has: known for, born, place of birth. */
function PersonFacts({ person }: { person: PersonDetails }) {
  const t = useT();
  const born = formatCalendarDate(person.birthday);
  const facts = [
    [t(m.knownFor), person.known_for_department && departmentLabel(person.known_for_department)],
    [t(m.born), born],
    [t(m.placeOfBirth), person.place_of_birth?.trim()],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-3 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{term}</dt>
          <dd className="mt-0.5 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A person page's top: photo, name, what they are known for and, when the movie database tells (live-TMDB
 * mode), birthday, birthplace and biography. The name shows at once (the address carries it); the rest follows.
 */
export function PersonHeader({
  name,
  person,
  isPending,
}: {
  /** Undefined until known when the address names no one. */
  name: string | undefined;
  person: PersonDetails | undefined;
  isPending: boolean;
}) {
  const t = useT();
  return (
    <header className="mb-10 grid grid-cols-[6rem_1fr] items-center gap-x-5 gap-y-5 md:grid-cols-[11rem_1fr] md:items-start md:gap-x-10">
      <PersonAvatar
        name={name ?? ''}
        profilePath={person?.profile_path ?? null}
        className="w-full md:row-span-2"
      />
      <div className="min-w-0">
        {name || !isPending ? (
          <h1 className="text-[28px] font-semibold leading-tight tracking-tight [overflow-wrap:anywhere] md:text-4xl">
            {name ?? t(m.unknownPerson)}
          </h1>
        ) : (
          <>
            <h1 className="sr-only">{t(m.loadingPerson)}</h1>
            <TextSkeleton className="h-9 w-56" />
          </>
        )}
        {isPending ? <TextSkeleton className="mt-3 h-10 w-48" /> : person && <PersonFacts person={person} />}
      </div>
      {person?.biography?.trim() && (
        <PersonBiography text={person.biography} className="col-span-2 md:col-span-1 md:col-start-2" />
      )}
    </header>
  );
}
