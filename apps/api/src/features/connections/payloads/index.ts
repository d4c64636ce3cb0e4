import type { ConnectionSource } from '@marquee/contracts';
import { readEmbyPayload } from './emby.ts';
import { readGenericPayload } from './generic.ts';
import { readJellyfinPayload } from './jellyfin.ts';
import type { PayloadReader } from './play-report.ts';
import { readPlexPayload } from './plex.ts';

export const PAYLOAD_READERS: Record<ConnectionSource, PayloadReader> = {
  jellyfin: readJellyfinPayload,
  emby: readEmbyPayload,
  plex: readPlexPayload,
  generic: readGenericPayload,
};
export { MalformedPayloadError, type PlayReport, type PlayedMovie, type ServerUser } from './play-report.ts';
