import { useId } from 'react';
import toast from 'react-hot-toast';
import { Link2 } from 'lucide-react';
import type { Playlist } from '@marquee/contracts';
import { Switch } from '../../../components/ui/switch.tsx';
import { useSetPlaylistVisibility } from '../api/use-playlists.ts';

/** The share link as the owner hands it out: absolute, on whatever address the site was opened at. */
export function absoluteShareLink(shareUrl: string): string {
  return new URL(shareUrl, window.location.origin).toString();
}

async function copyLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Link copied!');
  } catch {
    toast.error('Could not copy the link. Select it in the box and copy it yourself.');
  }
}

/** On /playlist/{id}: the owner's "Public" switch and, while public, the share link with a Copy button. */
export function PlaylistSharing({ playlist }: { playlist: Playlist }) {
  const linkId = useId();
  const visibility = useSetPlaylistVisibility();
  const isPublic = visibility.isPending
    ? (visibility.variables?.isPublic ?? playlist.is_public)
    : playlist.is_public;
  const link = playlist.share_url && absoluteShareLink(playlist.share_url);

  return (
    <section
      aria-label="Sharing"
      className="mt-5 flex max-w-xl flex-col gap-3 rounded-[var(--radius-panel)] border border-hairline bg-surface p-4"
    >
      <Switch
        label="Public"
        description={
          isPublic
            ? 'Anyone with the link can see this playlist, and it shows on your public profile.'
            : 'Only you can see this playlist.'
        }
        checked={isPublic}
        disabled={visibility.isPending}
        onChange={(next) => visibility.mutate({ playlistId: playlist.playlist_id, isPublic: next })}
      />
      {playlist.is_public && link && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={linkId} className="sr-only">
            Share link
          </label>
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-hairline bg-bg px-3 text-sm text-muted focus:border-accent focus:outline-none"
          />
          <button
            type="button"
            onClick={() => void copyLink(link)}
            className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover"
          >
            <Link2 size={18} aria-hidden="true" /> Copy link
          </button>
        </div>
      )}
    </section>
  );
}
