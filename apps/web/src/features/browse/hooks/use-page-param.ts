import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_LISTING_PAGE } from '@marquee/contracts';

/**
 * The current page, kept in the URL's `?page=` so a new query, genre or type (a new URL) starts at page 1,
 * and Back returns to the page the visitor was on. Changing page scrolls to the top.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, MAX_LISTING_PAGE) : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { preventScrollReset: true },
      );
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setParams],
  );
  return [page, setPage];
}
