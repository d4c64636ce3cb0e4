import { Children, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRovingFocus } from './use-roving-focus.ts';

/** A horizontal row of cards that scrolls 300 px per arrow press. */
export const ROW_SCROLL_STEP = 300;

type Edges = { start: boolean; end: boolean };
/** An item counts as shown when this much of it is in view. */
const SHOWN_RATIO = 0.9;

/**
 * Whether the list shows its first and its last item. Watched by an IntersectionObserver on those two items
 * rather than by reading scroll positions: reading layout after every render forced a synchronous layout of
 * the whole page per row, the largest single cost of a first visit.
 */
function useVisibleEdges(listRef: RefObject<HTMLUListElement | null>, itemCount: number): Edges {
  const [edges, setEdges] = useState<Edges>({ start: true, end: true });
  useEffect(() => {
    const list = listRef.current;
    const first = list?.firstElementChild;
    const last = list?.lastElementChild;
    if (!list || !first || !last) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((current) => {
          const next = { ...current };
          for (const entry of entries) {
            if (entry.target === first) next.start = entry.intersectionRatio >= SHOWN_RATIO;
            if (entry.target === last) next.end = entry.intersectionRatio >= SHOWN_RATIO;
          }
          return next.start === current.start && next.end === current.end ? current : next;
        }),
      { root: list, threshold: SHOWN_RATIO },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [listRef, itemCount]);
  return edges;
}

interface HorizontalScrollerProps {
  label: string;
  /** Children are the `<li>` items. */
  children: ReactNode;
  /** Called when someone reaches for the row: scrolls it, points at it or moves focus into it. */
  onEngage?: () => void;
}

/**
 * A horizontally scrolling list with touch snap, previous/next buttons scrolling 300 px (shown on hover or
 * focus on desktop, hidden at either end), and one Tab stop with arrow keys inside.
 */
export function HorizontalScroller({ label, children, onEngage }: HorizontalScrollerProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const itemCount = Children.count(children);
  const edges = useVisibleEdges(listRef, itemCount);
  const roving = useRovingFocus(listRef, itemCount);

  const scrollBy = (direction: -1 | 1) =>
    listRef.current?.scrollBy({ left: direction * ROW_SCROLL_STEP, behavior: 'smooth' });
  const buttonClass =
    'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-hairline bg-bg/90 text-text shadow-lg shadow-black/50 opacity-0 transition-opacity duration-200 hover:bg-surface-2 focus-visible:opacity-100 group-hover/row:opacity-100 md:flex';

  return (
    <div className="group/row relative" onPointerEnter={onEngage} onFocus={onEngage} onScroll={onEngage}>
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
        aria-label={label}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
        // Cards snap under a finger only: with a mouse, snapping would turn each 300 px step into one card.
        className="scrollbar-none -mx-1 flex gap-3 overflow-x-auto scroll-px-1 px-1 py-2 pointer-coarse:snap-x pointer-coarse:snap-mandatory md:gap-4"
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
