import {
  ArrowDownUp,
  BarChart3,
  Bookmark,
  Eye,
  Globe,
  Heart,
  History,
  KeyRound,
  LogOut,
  NotebookPen,
  Plug,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SessionUser } from '../../lib/session.ts';
import { useSignOut } from '../../features/auth/api/use-sign-out.ts';
import { avatarLetter, displayNameOrEmail } from '../../lib/display-name.ts';
import { MenuLink } from '../../components/ui/menu-link.tsx';
import { useDropdown } from '../../lib/use-dismiss.ts';
import { useT, type Message } from '../../lib/i18n/i18n.ts';
import { layoutMessages as m } from './messages.ts';

/** The user's own pages, each with its icon (the same shapes as the watched and watchlist buttons). */
export const PERSONAL_LINKS: readonly { to: string; label: Message; icon: LucideIcon }[] = [
  { to: '/liked', label: m.likedMovies, icon: Heart },
  { to: '/watched', label: m.watched, icon: Eye },
  { to: '/watchlist', label: m.watchlist, icon: Bookmark },
  { to: '/diary', label: m.diary, icon: NotebookPen },
  { to: '/recently-visited', label: m.recentlyVisited, icon: History },
  { to: '/stats', label: m.stats, icon: BarChart3 },
  { to: '/friends', label: m.friends, icon: Users },
  { to: '/settings/data', label: m.importExport, icon: ArrowDownUp },
  { to: '/settings/profile', label: m.publicProfile, icon: Globe },
  { to: '/settings/connections', label: m.connections, icon: Plug },
  { to: '/settings/api-tokens', label: m.apiTokensCalendar, icon: KeyRound },
  { to: '/settings', label: m.settings, icon: Settings },
];

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
  const t = useT();

  return (
    <div ref={ref} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t(m.accountMenuFor, { name: displayNameOrEmail(user) })}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-surface-2"
      >
        <Avatar user={user} size={32} />
        <span className="max-w-40 truncate text-sm font-medium">{displayNameOrEmail(user)}</span>
      </button>
      {open && (
        <div className="absolute right-0 top-full mt-2 w-56 rounded-[var(--radius-panel)] border border-hairline bg-surface p-2 shadow-2xl shadow-black/50">
          <ul>
            {PERSONAL_LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <MenuLink to={to} onClick={close}>
                  <Icon size={16} aria-hidden="true" /> {t(label)}
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
            <LogOut size={16} aria-hidden="true" /> {t(m.logout)}
          </button>
        </div>
      )}
    </div>
  );
}
