import type { ReactNode } from 'react';
import { MovieRow } from '../../../components/ui/movie-row.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useVisits } from '../api/use-visits.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { visitMessages as m } from '../messages.ts';

/** Home row 'Recently Visited', shown only when the signed-in user has visited any movie. */
export function RecentlyVisitedRow({ renderActions }: { renderActions?: (movie: MovieRef) => ReactNode }) {
  const t = useT();
  const visits = useVisits();
  if (!visits.data?.length) return null;
  return (
    <MovieRow
      title={t(m.recentlyVisited)}
      movies={visits.data}
      viewAllTo="/recently-visited"
      renderActions={renderActions}
    />
  );
}
export type { MovieRef };
