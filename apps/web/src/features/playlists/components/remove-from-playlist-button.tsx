import type { MouseEvent } from 'react';
import { X } from 'lucide-react';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useRemoveMovieFromPlaylist } from '../api/use-playlists.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { playlistPageMessages as m } from '../pages.messages.ts';
import { posterOverlayButton } from '../../../components/ui/poster-overlay.ts';

/** Card action on /playlist/{id}: takes the movie out of the playlist. */
export function RemoveFromPlaylistButton({ playlistId, movie }: { playlistId: number; movie: MovieRef }) {
  const t = useT();
  const remove = useRemoveMovieFromPlaylist();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    remove.mutate({ playlistId, movieId: movie.id });
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={remove.isPending}
      aria-label={t(m.removeMovie, { title: movie.title })}
      title={t(m.removeFromPlaylist)}
      className={`${posterOverlayButton} text-text hover:bg-danger hover:text-text disabled:opacity-60`}
    >
      <X size={20} aria-hidden="true" />
    </button>
  );
}
