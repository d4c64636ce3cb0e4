import { Link } from 'react-router';
import type { PublicPlaylistSummary } from '@marquee/contracts';
import { PLAYLIST_PREVIEW_POSTERS } from '@marquee/contracts';
import { PosterImage } from '../../../components/ui/poster-image.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { profileMessages as m } from '../messages.ts';

/** A profile's public playlists: each a card with its newest posters that opens the playlist's share link. */
export function PublicPlaylistCards({ playlists }: { playlists: PublicPlaylistSummary[] }) {
  const t = useT();
  return (
    <ul aria-label={t(m.publicPlaylists)} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {playlists.map((playlist) => (
        <li key={playlist.share_url}>
          <Link
            to={playlist.share_url}
            className="group flex h-full flex-col gap-3 rounded-[var(--radius-panel)] border border-hairline bg-surface p-3 transition-colors duration-200 hover:border-accent/60 hover:bg-surface-2"
          >
            <div className="grid grid-cols-4 gap-2" aria-hidden="true">
              {Array.from({ length: PLAYLIST_PREVIEW_POSTERS }, (_, index) => {
                const movie = playlist.preview[index];
                return movie ? (
                  <PosterImage
                    key={movie.id}
                    path={movie.poster_path}
                    title={movie.title}
                    className="rounded-md"
                    compact
                  />
                ) : (
                  <div key={`empty-${index}`} className="aspect-[2/3] rounded-md bg-surface-2" />
                );
              })}
            </div>
            <div className="min-w-0 px-1 pb-1">
              <h3 className="font-semibold [overflow-wrap:anywhere] group-hover:text-accent">
                {playlist.name}
              </h3>
              <p className="text-sm tabular-nums text-muted">
                {t(m.movieCount, { count: playlist.movie_count })}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
