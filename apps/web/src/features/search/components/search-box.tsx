import { useCallback, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { useModalOverlay } from '../../../lib/use-modal-overlay.ts';
import { OverlayHeader } from '../../../components/ui/overlay-header.tsx';
import { SearchPanel } from './search-panel.tsx';

/** Desktop search dropdown: a toggle button opening the search panel. */
export function DesktopSearch() {
  const [open, setOpen] = useState(false);
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
        aria-label="Search movies"
        aria-expanded={open}
        aria-controls="desktop-search-panel"
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm transition-colors ${
          open ? 'border-accent text-text' : 'border-hairline text-muted hover:text-text'
        }`}
      >
        <Search size={18} aria-hidden="true" />
        <span>Search</span>
      </button>
      {open && (
        <div
          id="desktop-search-panel"
          className="absolute right-0 top-full mt-2 w-[420px] rounded-[var(--radius-panel)] border border-hairline bg-surface p-3 shadow-2xl shadow-black/60"
        >
          <SearchPanel variant="dropdown" onClose={closeAndRefocus} />
        </div>
      )}
    </div>
  );
}

/** Full-screen mobile search overlay titled 'Search Movies', shown only below the large-screen breakpoint. */
export function MobileSearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
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
        title="Search Movies"
        titleId="mobile-search-title"
        closeLabel="Close search"
        onClose={onClose}
      />
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <SearchPanel variant="overlay" onClose={onClose} />
      </div>
    </div>
  );
}
