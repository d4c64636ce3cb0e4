import { useMemo, type ReactNode } from 'react';
import { MovieStatusSlotContext, type MovieStatusSlot } from '../../../components/ui/movie-status-slot.tsx';
import { useSession } from '../../../lib/session.ts';
import { useLibraryStatuses } from '../api/use-library-statuses.ts';
import { usePageMovieIds } from '../hooks/use-page-movie-ids.ts';
import { LibraryStatusMark } from './library-status-mark.tsx';
import { LibraryStatusesContext } from './library-statuses-context.ts';

/**
 * Gives every movie card of the app the signed-in user's mark, with one request for the movies of a page.
 * A visitor gets no slot: cards draw no mark and nothing is asked.
 */
export function LibraryStatusProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.id;
  const { announce, movieIds } = usePageMovieIds(userId);
  const statuses = useLibraryStatuses(userId ? movieIds : []);
  const slot = useMemo<MovieStatusSlot | null>(
    () => (userId ? { announce, Mark: LibraryStatusMark } : null),
    [userId, announce],
  );
  return (
    <LibraryStatusesContext value={statuses}>
      <MovieStatusSlotContext value={slot}>{children}</MovieStatusSlotContext>
    </LibraryStatusesContext>
  );
}
