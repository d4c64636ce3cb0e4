import type { ReactNode } from 'react';
import { MovieRow } from '../../../components/ui/movie-row.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useLikes } from '../api/use-likes.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { likeMessages as m } from '../messages.ts';

/** Home row 'Liked Movies', shown only when the signed-in user has any. */
export function LikedMoviesRow({ renderActions }: { renderActions?: (movie: MovieRef) => ReactNode }) {
  const t = useT();
  const likes = useLikes();
  if (!likes.data?.length) return null;
  return (
    <MovieRow title={t(m.likedMovies)} movies={likes.data} viewAllTo="/liked" renderActions={renderActions} />
  );
}
export type { MovieRef };
