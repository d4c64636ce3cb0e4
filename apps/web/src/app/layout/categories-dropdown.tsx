import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { GENRES } from '@marquee/contracts';
import { useDropdown } from '../../lib/use-dismiss.ts';

export function CategoriesDropdown() {
  const { open, setOpen, close, ref, triggerRef } = useDropdown();

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
        Categories
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={`transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <ul
          id="categories-menu"
          aria-label="Categories"
          className="absolute left-0 top-full mt-2 grid w-[420px] grid-cols-2 gap-1 rounded-[var(--radius-panel)] border border-hairline bg-surface p-2 shadow-2xl shadow-black/50"
        >
          {GENRES.map((genre) => (
            <li key={genre.id}>
              <Link
                to={`/genre/${genre.id}`}
                onClick={close}
                className="block rounded-md px-3 py-2 text-sm text-muted transition-colors hover:bg-surface-2 hover:text-text"
              >
                {genre.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
