import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** Spec section 9: a horizontal row scrolls 300 px per step. */
export const ROW_SCROLL_STEP = 300;

/**
 * A horizontally scrolling list with touch snap and previous/next buttons (shown on hover or focus on desktop,
 * hidden at either end). Children are the `<li>` items.
 */
export function HorizontalScroller({ label, children }: { label: string; children: ReactNode }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setEdges({
      start: list.scrollLeft <= 1,
      end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, children]);

  const scrollBy = (direction: -1 | 1) =>
    listRef.current?.scrollBy({ left: direction * ROW_SCROLL_STEP, behavior: 'smooth' });
  const buttonClass =
    'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-hairline bg-bg/90 text-text shadow-lg shadow-black/50 opacity-0 transition-opacity duration-200 hover:bg-surface-2 focus-visible:opacity-100 group-hover/row:opacity-100 md:flex';

  return (
    <div className="group/row relative">
      {!edges.start && (
        <button
          type="button"
          aria-label={`Scroll ${label} left`}
          onClick={() => scrollBy(-1)}
          className={`${buttonClass} -left-3`}
        >
          <ChevronLeft size={22} aria-hidden="true" />
        </button>
      )}
      <ul
        ref={listRef}
        onScroll={measure}
        aria-label={label}
        className="scrollbar-none -mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-1 px-1 py-2 md:gap-4"
      >
        {children}
      </ul>
      {!edges.end && (
        <button
          type="button"
          aria-label={`Scroll ${label} right`}
          onClick={() => scrollBy(1)}
          className={`${buttonClass} -right-3`}
        >
          <ChevronRight size={22} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
