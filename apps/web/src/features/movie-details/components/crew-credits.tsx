import { Fragment } from 'react';
import { Link } from 'react-router';
import type { MovieCredits } from '@marquee/contracts';
import { castPath } from '../../../lib/person-path.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { movieMessages as m } from '../messages.ts';

type CrewMember = MovieCredits['crew'][number];

// Screenplay, story, novel...: a long list of writing credits is cut to the first few people.
const MAX_WRITERS = 3;

// The script's authors before the story's and the book's.
const WRITING_ORDER = ['Screenplay', 'Writer', 'Story'];
const writingRank = (job: string) => {
  const rank = WRITING_ORDER.indexOf(job);
  return rank === -1 ? WRITING_ORDER.length : rank;
};

const uniquePeople = (crew: CrewMember[]) =>
  crew.filter((member, index) => crew.findIndex((other) => other.id === member.id) === index);

function PeopleLinks({ people }: { people: CrewMember[] }) {
  return people.map((person, index) => (
    <Fragment key={person.id}>
      {index > 0 && ', '}
      <Link
        to={castPath(person)}
        className="font-medium text-text underline-offset-4 hover:text-accent hover:underline"
      >
        {person.name}
      </Link>
    </Fragment>
  ));
}

/** "Directed by" and, where known, "Written by", each name linking to the person's page. */
export function CrewCredits({ crew }: { crew: CrewMember[] }) {
  const t = useT();
  const directors = uniquePeople(crew.filter((member) => member.job === 'Director'));
  const writers = uniquePeople(
    crew
      .filter((member) => member.department === 'Writing')
      .sort((a, b) => writingRank(a.job) - writingRank(b.job)),
  ).slice(0, MAX_WRITERS);
  if (directors.length === 0 && writers.length === 0) return null;
  return (
    <dl className="mt-3 space-y-1 text-sm md:text-base">
      {directors.length > 0 && (
        <div>
          <dt className="inline text-muted">{t(m.directedBy)} </dt>
          <dd className="inline">
            <PeopleLinks people={directors} />
          </dd>
        </div>
      )}
      {writers.length > 0 && (
        <div>
          <dt className="inline text-muted">{t(m.writtenBy)} </dt>
          <dd className="inline">
            <PeopleLinks people={writers} />
          </dd>
        </div>
      )}
    </dl>
  );
}
