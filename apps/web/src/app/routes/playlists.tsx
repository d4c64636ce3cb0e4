import { ListMusic } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePlaylists } from '../../features/playlists/api/use-playlists.ts';
import { PlaylistRow } from '../../features/playlists/components/playlist-row.tsx';
import { isUnauthorized } from '../../lib/api-client.ts';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Your Playlists');
  const playlists = usePlaylists();
  const count = playlists.data?.length;
  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title="Your Playlists"
        subtitle={
          count === undefined
            ? undefined
            : count > 0
              ? `You have ${count} playlist(s)`
              : "You don't have any playlists yet. Create one to get started!"
        }
      />
      {playlists.isPending ? (
        <Spinner fullScreen label="Loading playlists" />
      ) : isUnauthorized(playlists.error) ? (
        <SignInPrompt title="Sign in to see your playlists" />
      ) : playlists.isError ? (
        <ErrorMessage message={errorText(playlists.error)} />
      ) : playlists.data.length === 0 ? (
        <EmptyState
          title="No Playlists Found"
          hint="Use 'Add to Playlist' on a movie to create your first playlist."
          icon={ListMusic}
        />
      ) : (
        <div className="flex flex-col gap-10">
          {playlists.data.map((playlist) => (
            <PlaylistRow
              key={playlist.playlist_id}
              playlist={playlist}
              renderActions={renderMovieCardActions}
            />
          ))}
        </div>
      )}
    </div>
  );
}
