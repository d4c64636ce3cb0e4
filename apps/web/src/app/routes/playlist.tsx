import { useParams } from 'react-router';
import { ListMusic } from 'lucide-react';
import { usePlaylistMovies, usePlaylists } from '../../features/playlists/api/use-playlists.ts';
import { PlaylistSharing } from '../../features/playlists/components/playlist-sharing.tsx';
import { RemoveFromPlaylistButton } from '../../features/playlists/components/remove-from-playlist-button.tsx';
import type { MovieRef } from '../../lib/movie-ref.ts';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { LibraryListPage } from './library-list-page.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

export function Component() {
  const playlistId = Number(useParams().playlistId);
  const t = useT();
  const validId = Number.isInteger(playlistId) && playlistId > 0 ? playlistId : undefined;
  const playlists = usePlaylists();
  const movies = usePlaylistMovies(validId);
  const playlist = playlists.data?.find((item) => item.playlist_id === validId);
  const name = playlist?.name;
  const renderActions = (movie: MovieRef) => (
    <>
      {renderMovieCardActions(movie)}
      {validId !== undefined && <RemoveFromPlaylistButton playlistId={validId} movie={movie} />}
    </>
  );

  return (
    <LibraryListPage
      title={name || t(m.playlist)}
      query={
        validId === undefined
          ? { data: undefined, isPending: false, error: new Error(t(m.playlistNotFound)) }
          : movies
      }
      subtitle={(count) => t(m.playlistMovieCount, { count })}
      signInTitle={t(m.signInPlaylist)}
      empty={{
        title: t(m.emptyPlaylist),
        hint: t(m.emptyPlaylistHint),
        icon: ListMusic,
      }}
      renderActions={renderActions}
      headerExtra={playlist && movies.isSuccess && <PlaylistSharing playlist={playlist} />}
    />
  );
}
