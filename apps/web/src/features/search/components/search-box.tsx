import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { useModalOverlay } from '../../../lib/use-modal-overlay.ts';
import { OverlayHeader } from '../../../components/ui/overlay-header.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { searchMessages as m } from '../messages.ts';

const loadSearchPanel = () => import('./search-panel.tsx');
/** The panel's code (suggestions, history, people) is fetched when search is first opened, or about to be. */
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));
const prefetchSearchPanel = () => void loadSearchPanel();

/** Desktop search dropdown: a toggle button opening the search panel. */
export function DesktopSearch() {
  const [open, setOpen] = useState(false);
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const closeAndRefocus = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  useDismiss(ref, open, close, toggle);

  return (
    <div ref={ref} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-label={t(m.searchMovies)}
        aria-expanded={open}
        aria-controls="desktop-search-panel"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={prefetchSearchPanel}
        onFocus={prefetchSearchPanel}
        className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm transition-colors ${
          open ? 'border-accent text-text' : 'border-hairline text-muted hover:text-text'
        }`}
      >
        <Search size={18} aria-hidden="true" />
        <span>{t(m.search)}</span>
      </button>
      {open && (
        <div
          id="desktop-search-panel"
          className="absolute right-0 top-full mt-2 w-[420px] rounded-[var(--radius-panel)] border border-hairline bg-surface p-3 shadow-2xl shadow-black/60"
        >
          <Suspense fallback={null}>
            <SearchPanel variant="dropdown" onClose={closeAndRefocus} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/** Full-screen mobile search overlay titled 'Search Movies', shown only below the large-screen breakpoint. */
export function MobileSearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const t = useT();
  useModalOverlay(open, onClose, dialog);

  if (!open) return null;
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="mobile-search-title"
      className="fixed inset-0 z-50 flex flex-col bg-bg lg:hidden"
    >
      <OverlayHeader
        title={t(m.searchMoviesTitle)}
        titleId="mobile-search-title"
        closeLabel={t(m.closeSearch)}
        onClose={onClose}
      />
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <Suspense fallback={null}>
          <SearchPanel variant="overlay" onClose={onClose} />
        </Suspense>
      </div>
    </div>
  );
}
