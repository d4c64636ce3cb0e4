import { LogOut } from 'lucide-react';
import type { SessionUser } from '../../lib/session.ts';
import { useSignOut } from '../../features/auth/api/use-sign-out.ts';
import { avatarLetter, displayNameOrEmail } from '../../lib/display-name.ts';
import { MenuLink } from '../../components/ui/menu-link.tsx';
import { useDropdown } from '../../lib/use-dismiss.ts';

export const PERSONAL_LINKS = [
  { to: '/liked', label: 'Liked Movies' },
  { to: '/watched', label: 'Watched' },
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/diary', label: 'Diary' },
  { to: '/recently-visited', label: 'Recently Visited' },
  { to: '/stats', label: 'Stats' },
  { to: '/settings/data', label: 'Import & export' },
  { to: '/settings/profile', label: 'Public profile' },
  { to: '/settings/connections', label: 'Connections' },
  { to: '/settings/api-tokens', label: 'API tokens & calendar' },
  { to: '/settings', label: 'Settings' },
] as const;

export function Avatar({ user, size = 36 }: { user: SessionUser | null; size?: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-on-accent"
      style={{ width: size, height: size }}
    >
      {avatarLetter(user)}
    </span>
  );
}

export function UserMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, close, ref, triggerRef } = useDropdown();
  const { signOut, isPending } = useSignOut();

  return (
    <div ref={ref} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={`Account menu for ${displayNameOrEmail(user)}`}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-surface-2"
      >
        <Avatar user={user} size={32} />
        <span className="max-w-40 truncate text-sm font-medium">{displayNameOrEmail(user)}</span>
      </button>
      {open && (
        <div className="absolute right-0 top-full mt-2 w-56 rounded-[var(--radius-panel)] border border-hairline bg-surface p-2 shadow-2xl shadow-black/50">
          <ul>
            {PERSONAL_LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink to={link.to} onClick={close}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </ul>
          <div className="my-1 h-px bg-hairline" />
          <button
            type="button"
            disabled={isPending}
            onClick={() => {
              close();
              void signOut();
            }}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-muted hover:bg-surface-2 hover:text-text disabled:opacity-50"
          >
            <LogOut size={16} aria-hidden="true" /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
