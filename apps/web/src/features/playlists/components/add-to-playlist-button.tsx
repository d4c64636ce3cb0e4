import { useCallback, useState, type MouseEvent } from 'react';
import { ListPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { usePlaylists } from '../api/use-playlists.ts';
import { AddToPlaylistModal } from './add-to-playlist-modal.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { playlistMessages as m } from '../messages.ts';
import { posterOverlayButton } from '../../../components/ui/poster-overlay.ts';

/** 'Add to Playlist' button ('full' on the movie page, 'compact' on a card) and its modal. */
export function AddToPlaylistButton({
  movie,
  variant = 'full',
}: {
  movie: MovieRef;
  variant?: 'full' | 'compact';
}) {
  const t = useT();
  const playlists = usePlaylists();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const onClick = (event: MouseEvent) => {
    // Inside a movie card: the card's link must not fire.
    event.preventDefault();
    event.stopPropagation();
    if (isUnauthorized(playlists.error)) {
      toast.error(t(m.loginToAdd));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      {variant === 'compact' ? (
        <button
          type="button"
          onClick={onClick}
          aria-label={t(m.addMovieToPlaylist, { title: movie.title })}
          title={t(m.addToPlaylist)}
          aria-haspopup="dialog"
          className={`${posterOverlayButton} text-text hover:bg-surface-2`}
        >
          <ListPlus size={20} aria-hidden="true" />
        </button>
      ) : (
        <button
          type="button"
          onClick={onClick}
          aria-haspopup="dialog"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-hairline bg-surface-2 px-4 text-sm font-semibold text-text transition-colors hover:bg-surface"
        >
          <ListPlus size={20} aria-hidden="true" />
          {t(m.addToPlaylist)}
        </button>
      )}
      {open && <AddToPlaylistModal movie={movie} onClose={close} />}
    </>
  );
}
export type { MovieRef };
