import { Link2 } from 'lucide-react';
import type { Playlist } from '@marquee/contracts';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { VisibilityChoice } from '../../../components/ui/visibility-choice.tsx';
import { usePublicAddress } from '../../../lib/use-public-address.ts';
import { useInstantItemVisibility } from '../../../lib/use-item-visibility.ts';
import { useSetPlaylistVisibility } from '../api/use-playlists.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { playlistPageMessages as m } from '../pages.messages.ts';

/**
 * On /playlist/{id}: the owner's "Public" switch and, while public, the share link with a Copy button and, with
 * federation on for them, who sees it on other servers.
 */
export function PlaylistSharing({ playlist }: { playlist: Playlist }) {
  const t = useT();
  const visibility = useSetPlaylistVisibility();
  const isPublic = visibility.isPending
    ? (visibility.variables?.isPublic ?? playlist.is_public)
    : playlist.is_public;
  const { addressOf } = usePublicAddress();
  const link = playlist.share_url && addressOf(playlist.share_url);
  const shared = useInstantItemVisibility('playlist', playlist.playlist_id);

  return (
    <section
      aria-label={t(m.sharing)}
      className="mt-5 flex max-w-xl flex-col gap-3 rounded-[var(--radius-panel)] border border-hairline bg-surface p-4"
    >
      <Switch
        label={t(m.public)}
        description={isPublic ? t(m.publicHint) : t(m.privateHint)}
        checked={isPublic}
        disabled={visibility.isPending}
        onChange={(next) => visibility.mutate({ playlistId: playlist.playlist_id, isPublic: next })}
      />
      {playlist.is_public && link && (
        <CopyField
          label={t(m.shareLink)}
          value={link}
          button={
            <>
              <Link2 size={18} aria-hidden="true" /> {t(m.copyLink)}
            </>
          }
          copiedMessage={t(m.linkCopied)}
          failedMessage={t(m.copyFailed)}
          primary
        />
      )}
      {playlist.is_public && shared.value && (
        <VisibilityChoice value={shared.value} onChange={shared.change} disabled={shared.saving} />
      )}
    </section>
  );
}
