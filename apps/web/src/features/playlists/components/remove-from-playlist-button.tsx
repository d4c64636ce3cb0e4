import type { MouseEvent } from 'react';
import { X } from 'lucide-react';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useRemoveMovieFromPlaylist } from '../api/use-playlists.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { playlistPageMessages as m } from '../pages.messages.ts';

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
      className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-hairline bg-bg/85 text-text shadow-md shadow-black/50 backdrop-blur transition-colors hover:bg-danger hover:text-text disabled:opacity-60"
    >
      <X size={20} aria-hidden="true" />
    </button>
  );
}
