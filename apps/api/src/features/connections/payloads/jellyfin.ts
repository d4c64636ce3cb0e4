import { z } from 'zod';
import {
  imdbIdOf,
  isFinished,
  looseBoolean,
  looseInteger,
  looseText,
  momentOf,
  notAMovieReason,
  readServerEvent,
  playedShare,
  stoppedEarlyReason,
  tmdbIdOf,
  type PayloadReader,
} from './play-report.ts';

/**
 * The Jellyfin Webhook plugin's Generic destination, with "Send All Properties (ignores template)" or with the
 * template in docs/self-hosting.md: the notifier's data object (`NotificationType`, `ItemType`, `Provider_tmdb`...).
 */
const jellyfinPayload = z.object({
  NotificationType: looseText,
  ItemType: looseText,
  Name: looseText,
  Year: looseInteger,
  Provider_tmdb: looseInteger,
  Provider_imdb: looseText,
  PlayedToCompletion: looseBoolean,
  PlaybackPositionTicks: looseInteger,
  RunTimeTicks: looseInteger,
  NotificationUsername: looseText,
  UserId: looseText,
  UtcTimestamp: looseText,
});

export const readJellyfinPayload: PayloadReader = (body) => {
  const { payload, event, player } = readServerEvent(jellyfinPayload, body, {
    event: (read) => read.NotificationType,
    player: (read) => ({ id: read.UserId, name: read.NotificationUsername }),
    noEvent:
      'No NotificationType: turn on "Send All Properties" or use the template from Settings → Connections',
  });
  const item = { title: payload.Name, year: payload.Year };
  if (event !== 'PlaybackStop')
    return {
      counts: false,
      event,
      player,
      ...item,
      reason: `Only the end of a play (PlaybackStop) is logged`,
    };
  if (payload.ItemType !== 'Movie')
    return { counts: false, event, player, ...item, reason: notAMovieReason(payload.ItemType) };
  const share = playedShare(payload.PlaybackPositionTicks, payload.RunTimeTicks);
  if (!isFinished(payload.PlayedToCompletion, share))
    return { counts: false, event, player, ...item, reason: stoppedEarlyReason(share) };
  return {
    counts: true,
    event,
    player,
    movie: {
      tmdbId: tmdbIdOf(payload.Provider_tmdb),
      imdbId: imdbIdOf(payload.Provider_imdb),
      title: payload.Name,
      year: payload.Year,
    },
    watchedAt: momentOf(payload.UtcTimestamp),
    watchedOn: null,
    rating: null,
  };
};
