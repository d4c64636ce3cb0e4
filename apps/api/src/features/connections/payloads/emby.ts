import { z } from 'zod';
import {
  imdbIdOf,
  isFinished,
  looseBoolean,
  looseInteger,
  looseText,
  MalformedPayloadError,
  momentOf,
  notAMovieReason,
  readServerEvent,
  playedShare,
  stoppedEarlyReason,
  tmdbIdOf,
  type PayloadReader,
} from './play-report.ts';

/** Emby Server's own webhooks (Emby Premiere): `Event`, `User`, `Item` with `ProviderIds`, `PlaybackInfo`. */
const embyPayload = z.object({
  Event: looseText,
  Date: looseText,
  User: z
    .object({ Name: looseText, Id: looseText })
    .catch({ Name: null, Id: null })
    .default({ Name: null, Id: null }),
  Item: z
    .object({
      Name: looseText,
      Type: looseText,
      ProductionYear: looseInteger,
      RunTimeTicks: looseInteger,
      ProviderIds: z
        .object({ Tmdb: looseInteger, Imdb: looseText })
        .catch({ Tmdb: null, Imdb: null })
        .default({ Tmdb: null, Imdb: null }),
    })
    .nullable()
    .catch(null)
    .default(null),
  PlaybackInfo: z
    .object({ PlayedToCompletion: looseBoolean, PositionTicks: looseInteger })
    .catch({ PlayedToCompletion: false, PositionTicks: null })
    .default({ PlayedToCompletion: false, PositionTicks: null }),
});

/** Events that mean "this user finished it": the end of a play, or marking it played by hand. */
const PLAY_ENDED = 'playback.stop';
const MARKED_PLAYED = 'item.markplayed';

export const readEmbyPayload: PayloadReader = (body) => {
  const { payload, event, player } = readServerEvent(embyPayload, body, {
    event: (read) => read.Event,
    player: (read) => ({ id: read.User.Id, name: read.User.Name }),
    noEvent: 'No Event: this is not an Emby webhook',
  });
  const item = payload.Item;
  const named = { title: item?.Name ?? null, year: item?.ProductionYear ?? null };
  if (event !== PLAY_ENDED && event !== MARKED_PLAYED) {
    const reason = event.startsWith('system.')
      ? 'Test notification received: the connection works'
      : `Only the end of a play (${PLAY_ENDED}) or marking as played (${MARKED_PLAYED}) is logged`;
    return { counts: false, event, player, ...named, reason };
  }
  if (!item) throw new MalformedPayloadError(`No Item in the ${event} event`);
  if (item.Type !== 'Movie')
    return { counts: false, event, player, ...named, reason: notAMovieReason(item.Type) };
  if (event === PLAY_ENDED) {
    const share = playedShare(payload.PlaybackInfo.PositionTicks, item.RunTimeTicks);
    if (!isFinished(payload.PlaybackInfo.PlayedToCompletion, share))
      return { counts: false, event, player, ...named, reason: stoppedEarlyReason(share) };
  }
  return {
    counts: true,
    event,
    player,
    movie: {
      tmdbId: tmdbIdOf(item.ProviderIds.Tmdb),
      imdbId: imdbIdOf(item.ProviderIds.Imdb),
      title: item.Name,
      year: item.ProductionYear,
    },
    watchedAt: momentOf(payload.Date),
    watchedOn: null,
    rating: null,
  };
};
