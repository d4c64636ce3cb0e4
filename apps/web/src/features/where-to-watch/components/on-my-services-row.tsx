import type { ReactNode } from 'react';
import { MovieRow } from '../../../components/ui/movie-row.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useOnMyServices } from '../api/use-where-to-watch.ts';

/**
 * Home row "On your services" (its title in home's words, so home loads no other module of messages): shown in
 * live-TMDB mode to a user who picked services, when any movie streams there.
 */
export function OnMyServicesRow({
  title,
  renderActions,
}: {
  title: string;
  renderActions?: (movie: MovieRef) => ReactNode;
}) {
  const movies = useOnMyServices();
  if (!movies.data?.results.length) return null;
  return <MovieRow title={title} movies={movies.data.results} renderActions={renderActions} />;
}
