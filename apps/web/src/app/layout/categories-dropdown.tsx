import { DisclosureChevron } from '../../components/ui/disclosure-chevron.tsx';
import { GenreLinks } from '../../components/ui/genre-links.tsx';
import { useDropdown } from '../../lib/use-dismiss.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { layoutMessages as m } from './messages.ts';

export function CategoriesDropdown() {
  const { open, setOpen, close, ref, triggerRef } = useDropdown();
  const t = useT();

  return (
    <div ref={ref} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="categories-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-text"
      >
        {t(m.categories)}
        <DisclosureChevron open={open} size={16} />
      </button>
      {open && (
        <GenreLinks
          id="categories-menu"
          label={t(m.categories)}
          onNavigate={close}
          className="absolute left-0 top-full mt-2 grid w-[420px] grid-cols-2 gap-1 rounded-[var(--radius-panel)] border border-hairline bg-surface p-2 shadow-2xl shadow-black/50"
        />
      )}
    </div>
  );
}
