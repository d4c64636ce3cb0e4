import { avatarLetter } from '../../../lib/display-name.ts';

/** Top of /u/{handle}: the avatar letter, the display name and the handle. */
export function ProfileHeader({ displayName, handle }: { displayName: string; handle: string }) {
  return (
    <header className="mb-8 flex items-center gap-4 md:mb-10 md:gap-6">
      <span
        aria-hidden="true"
        className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-accent text-3xl font-semibold text-on-accent md:h-24 md:w-24 md:text-5xl"
      >
        {avatarLetter({ name: displayName })}
      </span>
      <div className="min-w-0">
        <h1 className="text-[28px] font-semibold leading-tight tracking-tight [overflow-wrap:anywhere] md:text-4xl">
          {displayName}
        </h1>
        <p className="mt-1 text-muted">@{handle}</p>
      </div>
    </header>
  );
}
