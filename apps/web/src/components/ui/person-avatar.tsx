import { User } from 'lucide-react';
import { initials } from '../../lib/display-name.ts';
import { profileUrl } from '../../lib/images.ts';
import { TmdbImage } from './tmdb-image.tsx';

function ProfilePlaceholder({ name, small }: { name: string; small?: boolean }) {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center bg-gradient-to-br from-surface-2 to-bg text-muted">
      {initials(name) ? (
        <span className={`font-semibold text-text/80 ${small ? 'text-sm' : 'text-2xl'}`}>
          {initials(name)}
        </span>
      ) : (
        <User size={small ? 16 : 32} aria-hidden="true" />
      )}
    </div>
  );
}

/** A person's round profile photo, or their initials when there is none (or it fails to load). */
export function PersonAvatar({
  name,
  profilePath,
  className,
  small,
}: {
  name: string;
  profilePath: string | null;
  className: string;
  /** Initials sized for a thumbnail (search suggestions). */
  small?: boolean;
}) {
  return (
    <TmdbImage
      src={profileUrl(profilePath)}
      alt=""
      className={`aspect-square rounded-full ring-1 ring-hairline ${className}`}
      placeholder={<ProfilePlaceholder name={name} small={small} />}
    />
  );
}
