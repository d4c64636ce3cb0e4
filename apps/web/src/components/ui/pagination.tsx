import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

/** Page navigation: a window of at most 5 page-number buttons around the current page. */
export const PAGE_WINDOW = 5;

/** The page numbers to show: up to 5, centred on the current page where possible. */
export function pageWindow(page: number, totalPages: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const baseButton =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const idleButton = `${baseButton} border-hairline bg-surface hover:bg-surface-2 disabled:hover:bg-surface`;
const currentButton = `${baseButton} border-accent bg-accent text-on-accent`;

/**
 * One control: Prev, up to 5 page numbers (from the small-tablet width up), Next, and 'Page X of Y' (between
 * the buttons on a phone, underneath on wider screens); hidden when there is one page or fewer.
 */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t(c.pagination)}
      className="mx-auto mt-10 flex w-full max-w-xl flex-wrap items-center justify-between gap-3 sm:justify-center"
    >
      <button
        type="button"
        className={idleButton}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" /> {t(c.previous)}
      </button>
      <ul className="hidden items-center gap-2 sm:flex">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={t(c.pageNumber, { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onPageChange(number)}
              className={`${number === page ? currentButton : idleButton} tabular-nums`}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${idleButton} max-sm:order-2`}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {t(c.next)} <ChevronRight size={16} aria-hidden="true" />
      </button>
      <p className="text-center text-sm tabular-nums text-muted max-sm:order-1 sm:basis-full">
        {t(c.pageOf, { page, pages: totalPages })}
      </p>
    </nav>
  );
}
