import type { ReactNode } from 'react';
import { MovieRow } from '../../../components/ui/movie-row.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useVisits } from '../api/use-visits.ts';

/** Home row 'Recently Visited', shown only when the signed-in user has visited any movie. */
export function RecentlyVisitedRow({ renderActions }: { renderActions?: (movie: MovieRef) => ReactNode }) {
  const visits = useVisits();
  if (!visits.data?.length) return null;
  return (
    <MovieRow
      title="Recently Visited"
      movies={visits.data}
      viewAllTo="/recently-visited"
      renderActions={renderActions}
    />
  );
}
export type { MovieRef };
