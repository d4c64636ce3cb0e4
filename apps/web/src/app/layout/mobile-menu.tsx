import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  Clapperboard,
  Flame,
  Heart,
  Home,
  ListVideo,
  Popcorn,
  Search,
  Sparkles,
  Star,
  User,
} from 'lucide-react';
import { WATCH_TONIGHT_PATH } from '@marquee/contracts';
import { useSession } from '../../lib/session.ts';
import { useSignOut } from '../../features/auth/api/use-sign-out.ts';
import { displayNameOrEmail } from '../../lib/display-name.ts';
import { OverlayHeader } from '../../components/ui/overlay-header.tsx';
import { DisclosureChevron } from '../../components/ui/disclosure-chevron.tsx';
import { GenreLinks } from '../../components/ui/genre-links.tsx';
import { ABOUT_DEV_URL } from '../../lib/links.ts';
import { useModalOverlay } from '../../lib/use-modal-overlay.ts';
import { Avatar, PERSONAL_LINKS } from './user-menu.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { layoutMessages as m } from './messages.ts';

/** The mobile menu overlay's Quick Access links: fixed genre pages. */
const QUICK_ACCESS = [
  { label: m.trending, to: '/genre/28', icon: Flame },
  { label: m.popular, to: '/genre/12', icon: Star },
  { label: m.newReleases, to: '/genre/14', icon: Sparkles },
  { label: m.myFavorites, to: '/genre/10749', icon: Heart },
] as const;

const sectionTitleClass = 'mb-2 text-xs font-semibold uppercase tracking-wider text-muted';
const rowClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-base hover:bg-surface-2';

export function MobileMenu({
  open,
  onClose,
  onOpenSearch,
}: {
  open: boolean;
  onClose: () => void;
  onOpenSearch: () => void;
}) {
  const { user } = useSession();
  const t = useT();
  const { signOut } = useSignOut();
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useModalOverlay(open, onClose, dialog, closeButton);

  if (!open) return null;
  return (
    <div
      ref={dialog}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t(m.menu)}
      className="fixed inset-0 z-50 flex flex-col bg-bg lg:hidden"
    >
      <OverlayHeader title={t(m.menu)} closeLabel={t(m.closeMenu)} onClose={onClose} closeRef={closeButton} />
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <button
          type="button"
          onClick={onOpenSearch}
          className={`${rowClass} mb-4 border border-hairline bg-surface text-muted`}
        >
          <Search size={20} aria-hidden="true" /> {t(m.searchMoviesEllipsis)}
        </button>

        <h2 className={sectionTitleClass}>{t(m.quickAccess)}</h2>
        <div className="mb-6 grid grid-cols-2 gap-2">
          {QUICK_ACCESS.map(({ label, to, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              onClick={onClose}
              className="flex min-h-14 items-center gap-2 rounded-[var(--radius-card)] border border-hairline bg-surface px-3 text-sm font-medium hover:border-accent"
            >
              <Icon size={20} aria-hidden="true" className="text-accent" /> {t(label)}
            </Link>
          ))}
        </div>

        <h2 className={sectionTitleClass}>{t(m.navigation)}</h2>
        <ul className="space-y-1">
          <li>
            <Link to="/" onClick={onClose} className={rowClass}>
              <Home size={20} aria-hidden="true" /> {t(m.home)}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={rowClass}
              aria-expanded={categoriesOpen}
              aria-controls="mobile-categories"
              onClick={() => setCategoriesOpen((value) => !value)}
            >
              <Clapperboard size={20} aria-hidden="true" /> {t(m.categories)}
              <DisclosureChevron open={categoriesOpen} size={18} className="ml-auto" />
            </button>
            {categoriesOpen && (
              <GenreLinks
                id="mobile-categories"
                onNavigate={onClose}
                className="ml-8 grid grid-cols-2 gap-1 py-1"
              />
            )}
          </li>
          <li>
            <Link to="/playlists" onClick={onClose} className={rowClass}>
              <ListVideo size={20} aria-hidden="true" /> {t(m.playlists)}
            </Link>
          </li>
          <li>
            <a href={ABOUT_DEV_URL} target="_blank" rel="noreferrer" className={rowClass}>
              <User size={20} aria-hidden="true" /> {t(m.aboutDev)}
            </a>
          </li>
        </ul>

        {/* The user's own pages under their own heading, flush with the rest: indented under Playlists they
            read as pages of it. */}
        {user && (
          <>
            <h2 className={`${sectionTitleClass} mt-6`}>{t(m.yourLibrary)}</h2>
            <ul className="space-y-1">
              <li>
                <Link to={WATCH_TONIGHT_PATH} onClick={onClose} className={rowClass}>
                  <Popcorn size={20} aria-hidden="true" /> {t(m.watchTonight)}
                </Link>
              </li>
              {PERSONAL_LINKS.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} onClick={onClose} className={rowClass}>
                    <Icon size={20} aria-hidden="true" /> {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="border-t border-hairline p-4">
        {user ? (
          <div className="flex items-center gap-3">
            <Avatar user={user} />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted">{t(m.signedInAs)}</p>
              <p className="truncate font-medium">{displayNameOrEmail(user)}</p>
            </div>
            <button
              type="button"
              onClick={() => {
                onClose();
                void signOut();
              }}
              className="min-h-11 rounded-lg border border-hairline px-4 text-sm font-medium hover:bg-surface-2"
            >
              {t(m.logOut)}
            </button>
          </div>
        ) : (
          <Link
            to="/login"
            onClick={onClose}
            className="flex min-h-11 items-center justify-center rounded-lg bg-accent font-semibold text-on-accent hover:bg-accent-hover"
          >
            {t(m.logIn)}
          </Link>
        )}
      </div>
    </div>
  );
}
