import { Link } from 'react-router';
import type { RankedName } from '@marquee/contracts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { statsMessages as m } from '../messages.ts';
import { films } from './format.ts';

const personPath = (person: RankedName) => `/cast/${person.id}/${encodeURIComponent(person.name)}`;

/** People ranked by films watched, as a list with proportional bars; each name opens the person's page. */
export function RankedPeople({ label, people }: { label: string; people: RankedName[] }) {
  const t = useT();
  if (people.length === 0) return <p className="text-sm text-muted">{t(m.nobodyYet)}</p>;
  const most = Math.max(...people.map((person) => person.films));
  return (
    <ol aria-label={label} className="flex flex-col gap-2">
      {people.map((person) => (
        <li key={person.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
          <Link
            to={personPath(person)}
            className="truncate rounded text-sm font-medium hover:text-accent focus-visible:text-accent"
          >
            {person.name}
          </Link>
          <span className="text-sm tabular-nums text-muted">{films(person.films)}</span>
          <span aria-hidden="true" className="col-span-2 h-1.5 overflow-hidden rounded-full bg-surface-2">
            <span
              className="block h-full rounded-full bg-accent"
              style={{ width: `${(person.films / most) * 100}%` }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
