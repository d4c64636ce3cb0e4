import { Link, useParams } from 'react-router';
import { ListMusic } from 'lucide-react';
import { SHARED_PLAYLIST_NOT_FOUND_MESSAGE, profilePath } from '@marquee/contracts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { MovieGrid } from '../../components/ui/movie-grid.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PrivateOrMissing } from '../../components/ui/private-or-missing.tsx';
import { MovieGridSkeleton, TextSkeleton } from '../../components/ui/skeletons.tsx';
import { useSharedPlaylist } from '../../features/playlists/api/use-playlists.ts';
import { ApiError } from '../../lib/api-client.ts';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { apiText } from '../../lib/i18n/known-text.ts';
import { profileMessages as m } from '../../features/profiles/messages.ts';

/** /p/{token}: a public playlist, read-only, for anyone with its link. */
export function Component() {
  const t = useT();
  const token = useParams().token ?? '';
  const playlist = useSharedPlaylist(token);
  useDocumentTitle(
    playlist.data?.name ?? (playlist.isError ? apiText(SHARED_PLAYLIST_NOT_FOUND_MESSAGE) : undefined),
  );

  if (playlist.isPending)
    return (
      <div className="page-container py-8 md:py-10" aria-busy="true">
        <TextSkeleton className="mb-3 h-9 w-64" />
        <TextSkeleton className="mb-8 h-4 w-40" />
        <MovieGridSkeleton count={10} />
      </div>
    );
  if (playlist.error instanceof ApiError && playlist.error.status === 404)
    return <PrivateOrMissing title={apiText(SHARED_PLAYLIST_NOT_FOUND_MESSAGE)} hint={t(m.playlistHint)} />;
  if (playlist.isError)
    return (
      <div className="page-container py-10">
        <ErrorMessage message={errorText(playlist.error)} />
      </div>
    );

  const { name, owner, movies, movie_count } = playlist.data;
  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={name}
        subtitle={
          <>
            {t(m.playlistBy, { movies: t(m.movieCount, { count: movie_count }) })}{' '}
            {owner.handle ? (
              <Link
                to={profilePath(owner.handle)}
                className="font-medium text-accent hover:text-accent-hover"
              >
                {owner.display_name}
              </Link>
            ) : (
              <span className="text-text">{owner.display_name}</span>
            )}
          </>
        }
      />
      {movies.length ? (
        <MovieGrid movies={movies} label={name} renderActions={renderMovieCardActions} />
      ) : (
        <EmptyState title={t(m.emptyPlaylist)} hint={t(m.emptyPlaylistHint)} icon={ListMusic} />
      )}
    </div>
  );
}
