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
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(t(m.yourPlaylists));
  const playlists = usePlaylists();
  const count = playlists.data?.length;
  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={t(m.yourPlaylists)}
        subtitle={
          count === undefined ? undefined : count > 0 ? t(m.playlistCount, { count }) : t(m.noPlaylistsYet)
        }
      />
      {playlists.isPending ? (
        <Spinner fullScreen label={t(m.loadingPlaylists)} />
      ) : isUnauthorized(playlists.error) ? (
        <SignInPrompt title={t(m.signInPlaylists)} />
      ) : playlists.isError ? (
        <ErrorMessage message={errorText(playlists.error)} />
      ) : playlists.data.length === 0 ? (
        <EmptyState title={t(m.noPlaylistsFound)} hint={t(m.playlistsHint)} icon={ListMusic} />
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
