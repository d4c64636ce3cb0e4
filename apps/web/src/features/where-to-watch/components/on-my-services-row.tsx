import type { ReactNode } from 'react';
import { MovieRow } from '../../../components/ui/movie-row.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useOnMyServices } from '../api/use-where-to-watch.ts';

/** Home row "On your services": shown in live-TMDB mode to a user who picked services, when any movie streams there. */
export function OnMyServicesRow({ renderActions }: { renderActions?: (movie: MovieRef) => ReactNode }) {
  const movies = useOnMyServices();
  if (!movies.data?.results.length) return null;
  return <MovieRow title="On your services" movies={movies.data.results} renderActions={renderActions} />;
}
