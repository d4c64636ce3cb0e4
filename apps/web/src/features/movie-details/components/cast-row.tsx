import { Link } from 'react-router';
import { User } from 'lucide-react';
import type { CastMember } from '@marquee/contracts';
import { profileUrl } from '../../../lib/images.ts';
import { HorizontalScroller } from '../../../components/ui/horizontal-scroller.tsx';
import { TmdbImage } from '../../../components/ui/tmdb-image.tsx';

/** Cast pages are addressed /cast/{id}/{name}. */
export function castPath(member: Pick<CastMember, 'id' | 'name'>): string {
  return `/cast/${member.id}/${encodeURIComponent(member.name)}`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

function ProfilePlaceholder({ name }: { name: string }) {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center bg-gradient-to-br from-surface-2 to-bg text-muted">
      {initials(name) ? (
        <span className="text-2xl font-semibold text-text/80">{initials(name)}</span>
      ) : (
        <User size={32} aria-hidden="true" />
      )}
    </div>
  );
}

/** The cast as a row of round profile images with name and character, each linking to the person's movies. */
export function CastRow({ cast }: { cast: CastMember[] }) {
  if (!cast.length) return <p className="text-sm text-muted">No cast listed.</p>;
  return (
    <HorizontalScroller label="Cast">
      {cast.map((member) => (
        <li key={`${member.id}-${member.character ?? ''}`} className="w-28 shrink-0 snap-start md:w-32">
          <Link to={castPath(member)} className="group block rounded-[var(--radius-card)] p-1 text-center">
            <TmdbImage
              src={profileUrl(member.profile_path)}
              alt=""
              className="mx-auto aspect-square w-24 rounded-full ring-1 ring-hairline transition-transform duration-200 group-hover:scale-105 md:w-28"
              placeholder={<ProfilePlaceholder name={member.name} />}
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
