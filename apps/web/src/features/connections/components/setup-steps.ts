import type { ConnectionSource } from '@marquee/contracts';
import { translate, type Message } from '../../../lib/i18n/i18n.ts';
import { setupMessages } from '../messages.ts';

/**
 * What to click in each media server, in order, and how to send a test. `{url}` stands for the connection's
 * address. docs/self-hosting.md's "Connect your media server" says the same.
 */
export interface SetupGuide {
  steps: string[];
  test: string;
}

export const JELLYFIN_TEMPLATE =
  '{"NotificationType":"{{NotificationType}}","ItemType":"{{ItemType}}","Name":"{{Name}}","Year":"{{Year}}","Provider_tmdb":"{{Provider_tmdb}}","Provider_imdb":"{{Provider_imdb}}","PlayedToCompletion":"{{PlayedToCompletion}}","PlaybackPositionTicks":"{{PlaybackPositionTicks}}","RunTimeTicks":"{{RunTimeTicks}}","NotificationUsername":"{{NotificationUsername}}","UserId":"{{UserId}}","UtcTimestamp":"{{UtcTimestamp}}"}';

/** The generic connection's example body and test command: code, the same in every language. */
const GENERIC_EXAMPLE = '{"tmdb_id": 603, "watched_at": "2026-11-27T21:40:00Z", "rating": 8}';
const GENERIC_COMMAND =
  'curl -X POST -H "Content-Type: application/json" -d \'{"title": "The Matrix", "year": 1999}\'';

const m = setupMessages;
const GUIDES: Record<ConnectionSource, { steps: Message[]; test: Message }> = {
  jellyfin: {
    steps: [m.jellyfin1, m.jellyfin2, m.jellyfin3, m.jellyfin4, m.jellyfin5, m.jellyfin6],
    test: m.jellyfinTest,
  },
  emby: { steps: [m.emby1, m.emby2, m.emby3, m.emby4], test: m.embyTest },
  plex: { steps: [m.plex1, m.plex2, m.plex3, m.plex4], test: m.plexTest },
  generic: { steps: [m.generic1, m.generic2, m.generic3], test: m.genericTest },
};

/** A media server's setup guide in the interface's language. */
export function setupGuide(source: ConnectionSource): SetupGuide {
  const values = { example: GENERIC_EXAMPLE, command: GENERIC_COMMAND };
  const guide = GUIDES[source];
  return { steps: guide.steps.map((step) => translate(step, values)), test: translate(guide.test, values) };
}
