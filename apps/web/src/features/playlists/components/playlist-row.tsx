import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MoreVertical } from 'lucide-react';
import type { Playlist } from '@marquee/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { MovieRow } from '../../../components/ui/movie-row.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useDropdown } from '../../../lib/use-dismiss.ts';
import { useDeletePlaylist, usePlaylistMovies } from '../api/use-playlists.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { playlistPageMessages as m } from '../pages.messages.ts';

/** One playlist on /playlists: a movie row titled by a link to the playlist, with a menu (View All, Delete Playlist). */
export function PlaylistRow({
  playlist,
  renderActions,
}: {
  playlist: Playlist;
  renderActions?: (movie: MovieRef) => ReactNode;
}) {
  const t = useT();
  const movies = usePlaylistMovies(playlist.playlist_id);
  // A long unbroken name wraps instead of widening the page (overflow-wrap is inherited by the row's heading).
  return (
    <div className="[overflow-wrap:anywhere]">
      <MovieRow
        title={playlist.name}
        titleTo={`/playlist/${playlist.playlist_id}`}
        subtitle={playlist.is_public ? t(m.public) : t(m.private)}
        movies={movies.data}
        isLoading={movies.isPending}
        error={
          movies.isError ? (
            <ErrorMessage message={errorText(movies.error)} className="justify-start" />
          ) : undefined
        }
        empty={<p className="py-6 text-sm text-muted">{t(m.noMoviesInPlaylist)}</p>}
        renderActions={renderActions}
        aside={<PlaylistMenu playlist={playlist} />}
      />
    </div>
  );
}

function PlaylistMenu({ playlist }: { playlist: Playlist }) {
  const t = useT();
  const { open, setOpen, close, ref, triggerRef } = useDropdown();
  const deletePlaylist = useDeletePlaylist();
  const [confirming, setConfirming] = useState(false);
  const itemClass = 'flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm hover:bg-surface-2';

  return (
    <div ref={ref} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={t(m.menuFor, { name: playlist.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
      >
        <MoreVertical size={20} aria-hidden="true" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 top-12 z-20 w-48 rounded-lg border border-hairline bg-surface p-1 shadow-xl shadow-black/50"
        >
          <Link
            role="menuitem"
            to={`/playlist/${playlist.playlist_id}`}
            className={itemClass}
            onClick={close}
          >
            {t(m.viewAll)}
          </Link>
          <button
            type="button"
            role="menuitem"
            className={`${itemClass} text-danger`}
            disabled={deletePlaylist.isPending}
            onClick={() => {
              close();
              setConfirming(true);
            }}
          >
            {t(m.deletePlaylist)}
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(m.deleteQuestion)}
          message={t(m.deleteWarning, { name: playlist.name })}
          confirmLabel={t(m.deletePlaylist)}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            deletePlaylist.mutate(playlist.playlist_id);
          }}
        />
      )}
    </div>
  );
}
