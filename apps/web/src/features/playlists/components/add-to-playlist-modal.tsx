import { useId, useRef, useState, type FormEvent } from 'react';
import { Check, Plus } from 'lucide-react';
import { PLAYLIST_NAME_MAX_LENGTH } from '@marquee/contracts';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { DIALOG_PRIMARY_BUTTON, ModalActions, ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useAddMovieToPlaylist, useCreatePlaylist, usePlaylists } from '../api/use-playlists.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { playlistMessages as m } from '../messages.ts';

/** The modal closes 500 ms after confirming, so the confirmation is seen. */
export const MODAL_CLOSE_DELAY_MS = 500;

/** Add-to-playlist modal: create a playlist by name, pick one or more, Confirm. Escape or the backdrop closes it. */
export function AddToPlaylistModal({ movie, onClose }: { movie: MovieRef; onClose: () => void }) {
  const t = useT();
  const nameId = useId();
  const playlists = usePlaylists();
  const createPlaylist = useCreatePlaylist();
  const addMovie = useAddMovieToPlaylist();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    createPlaylist.mutate(trimmed, {
      onSuccess: (playlist) => {
        setName('');
        setSelected((current) => new Set(current).add(playlist.playlist_id));
      },
    });
  };

  const toggle = (playlistId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(playlistId)) next.delete(playlistId);
      else next.add(playlistId);
      return next;
    });

  const confirm = async () => {
    if (selected.size === 0) return;
    setConfirming(true);
    for (const playlistId of selected) await addMovie.mutateAsync({ playlistId, movie });
    setTimeout(onClose, MODAL_CLOSE_DELAY_MS);
  };

  return (
    <ModalDialog title={t(m.addToPlaylist)} subtitle={movie.title} onClose={onClose} initialFocus={inputRef}>
      <form onSubmit={create} className="flex flex-col gap-2 border-b border-hairline px-5 py-4">
        <label htmlFor={nameId} className="text-sm font-medium">
          {t(m.newPlaylist)}
        </label>
        <div className="flex gap-2">
          <input
            id={nameId}
            ref={inputRef}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={PLAYLIST_NAME_MAX_LENGTH}
            placeholder={t(m.playlistName)}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-hairline bg-bg px-3 text-sm placeholder:text-muted focus:border-accent focus:outline-none"
          />
          <button
            type="submit"
            disabled={!name.trim() || createPlaylist.isPending}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Plus size={18} aria-hidden="true" />
            {t(m.create)}
          </button>
        </div>
      </form>

      <div className="min-h-24 flex-1 overflow-y-auto px-5 py-3">
        {playlists.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t(m.loadingPlaylists)} />
          </div>
        ) : playlists.isError ? (
          <ErrorMessage message={errorText(playlists.error)} className="text-sm" />
        ) : playlists.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t(m.noPlaylists)}</p>
        ) : (
          <ul aria-label={t(m.yourPlaylists)} className="flex flex-col gap-1">
            {playlists.data.map((playlist) => {
              const checked = selected.has(playlist.playlist_id);
              return (
                <li key={playlist.playlist_id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-surface-2">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => toggle(playlist.playlist_id)}
                      className="peer sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded border peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${
                        checked ? 'border-accent bg-accent text-on-accent' : 'border-hairline'
                      }`}
                    >
                      {checked && <Check size={14} />}
                    </span>
                    <span className="min-w-0 flex-1 truncate text-sm">{playlist.name}</span>
                    <span className="text-xs tabular-nums text-muted">{playlist.movie_count}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <ModalActions onCancel={onClose}>
        <button
          type="button"
          onClick={confirm}
          disabled={selected.size === 0 || confirming}
          className={DIALOG_PRIMARY_BUTTON}
        >
          {t(m.confirm)}
        </button>
      </ModalActions>
    </ModalDialog>
  );
}
