import { useParams } from 'react-router';
import { ListMusic } from 'lucide-react';
import { usePlaylistMovies, usePlaylists } from '../../features/playlists/api/use-playlists.ts';
import { PlaylistSharing } from '../../features/playlists/components/playlist-sharing.tsx';
import { RemoveFromPlaylistButton } from '../../features/playlists/components/remove-from-playlist-button.tsx';
import type { MovieRef } from '../../lib/movie-ref.ts';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { LibraryListPage } from './library-list-page.tsx';

export function Component() {
  const playlistId = Number(useParams().playlistId);
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
      title={name || 'Playlist'}
      query={
        validId === undefined
          ? { data: undefined, isPending: false, error: new Error('Playlist not found') }
          : movies
      }
      subtitle={(count) => `Found ${count} movies in this playlist`}
      signInTitle="Sign in to see this playlist"
      empty={{
        title: 'Empty Playlist',
        hint: "Use 'Add to Playlist' on a movie to fill it.",
        icon: ListMusic,
      }}
      renderActions={renderActions}
      headerExtra={playlist && movies.isSuccess && <PlaylistSharing playlist={playlist} />}
    />
  );
}
