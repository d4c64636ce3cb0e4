import { Link2 } from 'lucide-react';
import type { Playlist } from '@marquee/contracts';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useSetPlaylistVisibility } from '../api/use-playlists.ts';

/** The share link as the owner hands it out: absolute, on whatever address the site was opened at. */
export function absoluteShareLink(shareUrl: string): string {
  return new URL(shareUrl, window.location.origin).toString();
}

/** On /playlist/{id}: the owner's "Public" switch and, while public, the share link with a Copy button. */
export function PlaylistSharing({ playlist }: { playlist: Playlist }) {
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
        <CopyField
          label="Share link"
          value={link}
          button={
            <>
              <Link2 size={18} aria-hidden="true" /> Copy link
            </>
          }
          copiedMessage="Link copied!"
          failedMessage="Could not copy the link. Select it in the box and copy it yourself."
          primary
        />
      )}
    </section>
  );
}
