import { Link } from 'react-router';
import type { CastMember } from '@marquee/contracts';
import { castPath } from '../../../lib/person-path.ts';
import { HorizontalScroller } from '../../../components/ui/horizontal-scroller.tsx';
import { PersonAvatar } from '../../../components/ui/person-avatar.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { movieMessages as m } from '../messages.ts';

/** The cast as a row of round profile images with name and character, each linking to the person's movies. */
export function CastRow({ cast }: { cast: CastMember[] }) {
  const t = useT();
  if (!cast.length) return <p className="text-sm text-muted">{t(m.noCast)}</p>;
  return (
    <HorizontalScroller label={t(m.cast)}>
      {cast.map((member) => (
        <li key={`${member.id}-${member.character ?? ''}`} className="w-28 shrink-0 snap-start md:w-32">
          <Link to={castPath(member)} className="group block rounded-[var(--radius-card)] p-1 text-center">
            <PersonAvatar
              name={member.name}
              profilePath={member.profile_path}
              className="mx-auto w-24 transition-transform duration-200 group-hover:scale-105 md:w-28"
            />
            <span className="mt-2 line-clamp-2 block text-sm font-medium leading-snug group-hover:text-accent">
              {member.name}
            </span>
            {member.character && (
              <span className="mt-0.5 line-clamp-2 block text-xs text-muted">{member.character}</span>
            )}
          </Link>
        </li>
      ))}
    </HorizontalScroller>
  );
}
