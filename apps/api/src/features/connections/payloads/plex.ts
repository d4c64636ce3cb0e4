import { z } from 'zod';
import {
  imdbIdOf,
  isFinished,
  looseInteger,
  looseText,
  MalformedPayloadError,
  notAMovieReason,
  readServerEvent,
  playedShare,
  stoppedEarlyReason,
  tmdbIdOf,
  type PayloadReader,
} from './play-report.ts';

/**
 * Plex Media Server webhooks (Plex Pass): the JSON of the multipart `payload` part. `media.scrobble` is Plex's own
 * "watched" (sent at 90%); a `media.stop` past 90% counts too.
 */
const plexPayload = z.object({
  event: looseText,
  Account: z
    .object({ id: looseText.or(looseInteger), title: looseText })
    .partial()
    .catch({})
    .default({}),
  Metadata: z
    .object({
      type: looseText,
      title: looseText,
      year: looseInteger,
      guid: looseText,
      viewOffset: looseInteger,
      duration: looseInteger,
      Guid: z
        .array(z.object({ id: looseText }))
        .catch([])
        .default([]),
    })
    .nullable()
    .catch(null)
    .default(null),
});

/** `tmdb://27205`, `imdb://tt1375666`, or the legacy agents' `com.plexapp.agents.imdb://tt1375666?lang=en`. */
function externalIds(guids: (string | null)[]): { tmdbId: number | null; imdbId: string | null } {
  let tmdbId: number | null = null;
  let imdbId: string | null = null;
  for (const guid of guids) {
    const match = /^(?:com\.plexapp\.agents\.)?(tmdb|themoviedb|imdb):\/\/([^?/]+)/.exec(guid ?? '');
    if (!match) continue;
    if (match[1] === 'imdb') imdbId ??= imdbIdOf(match[2]);
    else tmdbId ??= tmdbIdOf(/^\d+$/.test(match[2]) ? Number(match[2]) : null);
  }
  return { tmdbId, imdbId };
}

export const readPlexPayload: PayloadReader = (body) => {
  const { payload, event, player } = readServerEvent(plexPayload, body, {
    event: (read) => read.event,
    player: (read) => ({
      id: read.Account.id === undefined || read.Account.id === null ? null : String(read.Account.id),
      name: read.Account.title ?? null,
    }),
    noEvent: 'No event: this is not a Plex webhook payload',
  });
  const metadata = payload.Metadata;
  const named = { title: metadata?.title ?? null, year: metadata?.year ?? null };
  if (event !== 'media.scrobble' && event !== 'media.stop')
    return {
      counts: false,
      event,
      player,
      ...named,
      reason: 'Only media.scrobble (or a media.stop past 90%) is logged',
    };
  if (!metadata) throw new MalformedPayloadError(`No Metadata in the ${event} event`);
  if (metadata.type !== 'movie')
    return { counts: false, event, player, ...named, reason: notAMovieReason(metadata.type) };
  if (event === 'media.stop') {
    const share = playedShare(metadata.viewOffset, metadata.duration);
    if (!isFinished(false, share))
      return { counts: false, event, player, ...named, reason: stoppedEarlyReason(share) };
  }
  return {
    counts: true,
    event,
    player,
    movie: { ...externalIds([...metadata.Guid.map((guid) => guid.id), metadata.guid]), ...named },
    watchedAt: null,
    watchedOn: null,
    rating: null,
  };
};
