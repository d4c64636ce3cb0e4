import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, Search } from 'lucide-react';
import { SITE_NAME, WATCH_TONIGHT_PATH } from '@marquee/contracts';
import { useSession } from '../../lib/session.ts';
import { DesktopSearch, MobileSearchOverlay } from '../../features/search/components/search-box.tsx';
import { ABOUT_DEV_URL } from '../../lib/links.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { layoutMessages as m } from './messages.ts';
import { CategoriesDropdown } from './categories-dropdown.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { UserMenu } from './user-menu.tsx';

function useScrolled(threshold = 8): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors duration-200 hover:text-text ${isActive ? 'text-accent' : 'text-muted'}`;

export function Navbar() {
  const scrolled = useScrolled();
  const t = useT();
  const { user } = useSession();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [mobileSearchOpen, setMobileSearchOpen] = useState(false);

  return (
    <header
      data-scrolled={scrolled}
      // The header is the stacking context of its overlays: above the chat button while one is open.
      className={`sticky top-0 h-16 transition-colors duration-200 ${mobileMenuOpen || mobileSearchOpen ? 'z-[60]' : 'z-40'} ${
        scrolled
          ? 'border-b border-hairline bg-bg shadow-lg shadow-black/30'
          : 'bg-gradient-to-b from-bg/90 to-transparent'
      }`}
    >
      <nav aria-label={t(m.mainNavigation)} className="page-container flex h-full items-center gap-2">
        <Link
          to="/"
          className="mr-2 flex items-center gap-2 text-xl font-bold tracking-tight"
          aria-label={t(m.homeLink)}
        >
          <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="var(--color-surface-2)" />
            <path
              d="M7 24V8l9 9 9-9v16"
              fill="none"
              stroke="var(--color-accent)"
              strokeWidth="3.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{SITE_NAME}</span>
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          <NavLink to="/" end className={navLinkClass}>
            {t(m.home)}
          </NavLink>
          <CategoriesDropdown />
          <NavLink to="/playlists" className={navLinkClass}>
            {t(m.playlists)}
          </NavLink>
          {user && (
            <NavLink to={WATCH_TONIGHT_PATH} className={navLinkClass}>
              {t(m.watchTonight)}
            </NavLink>
          )}
          <a
            href={ABOUT_DEV_URL}
            target="_blank"
            rel="noreferrer"
            className={navLinkClass({ isActive: false })}
          >
            {t(m.aboutDev)}
          </a>
        </div>

        <div className="ml-auto flex items-center gap-2">
          <div className="hidden lg:block">
            <DesktopSearch />
          </div>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text lg:hidden"
            aria-label={t(m.searchMovies)}
            onClick={() => setMobileSearchOpen(true)}
          >
            <Search size={20} aria-hidden="true" />
          </button>
          <div className="hidden lg:block">
            {user ? (
              <UserMenu user={user} />
            ) : (
              <Link
                to="/login"
                className="inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-hover"
              >
                {t(m.login)}
              </Link>
            )}
          </div>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text lg:hidden"
            aria-label={t(m.openMenu)}
            aria-expanded={mobileMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileMenuOpen(true)}
          >
            <Menu size={22} aria-hidden="true" />
          </button>
        </div>
      </nav>
      <MobileMenu
        open={mobileMenuOpen}
        onClose={() => setMobileMenuOpen(false)}
        onOpenSearch={() => {
          setMobileMenuOpen(false);
          setMobileSearchOpen(true);
        }}
      />
      <MobileSearchOverlay open={mobileSearchOpen} onClose={() => setMobileSearchOpen(false)} />
    </header>
  );
}
