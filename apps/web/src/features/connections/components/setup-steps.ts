import type { ConnectionSource } from '@marquee/contracts';

/**
 * What to click in each media server, in order, and how to send a test. `{url}` stands for the connection's
 * address. The README's "Connect your media server" says the same.
 */
export interface SetupGuide {
  steps: string[];
  test: string;
}

export const JELLYFIN_TEMPLATE =
  '{"NotificationType":"{{NotificationType}}","ItemType":"{{ItemType}}","Name":"{{Name}}","Year":"{{Year}}","Provider_tmdb":"{{Provider_tmdb}}","Provider_imdb":"{{Provider_imdb}}","PlayedToCompletion":"{{PlayedToCompletion}}","PlaybackPositionTicks":"{{PlaybackPositionTicks}}","RunTimeTicks":"{{RunTimeTicks}}","NotificationUsername":"{{NotificationUsername}}","UserId":"{{UserId}}","UtcTimestamp":"{{UtcTimestamp}}"}';

export const SETUP_GUIDES: Record<ConnectionSource, SetupGuide> = {
  jellyfin: {
    steps: [
      'In Jellyfin, open Dashboard → Plugins → Catalog and install "Webhook"; restart Jellyfin.',
      'Open Dashboard → Plugins → Webhook and choose "Add Generic Destination".',
      'Paste the address below as the Webhook Url.',
      'Tick "Playback Stop" under Notification Type and "Movies" under Item Type.',
      'Tick "Send All Properties (ignores template)". (Or leave it off and use the template from the README.)',
      'Optionally pick your Jellyfin user under User Filter, then Save.',
    ],
    test: 'Play the last minutes of any movie to the end: it appears in the log below within seconds.',
  },
  emby: {
    steps: [
      'In Emby (with Emby Premiere), open Settings → Notifications → Add Notification → Webhooks.',
      'Paste the address below as the URL and choose "application/json" as the request content type.',
      'Under Events, tick Playback → Stop and Users → Mark played.',
      'Optionally limit the events to your Emby user, then Save.',
    ],
    test: 'Use "Send Test Notification": the log below says the test arrived.',
  },
  plex: {
    steps: [
      'Plex webhooks need Plex Pass, on the account that owns the server.',
      'In Plex Web, open Settings (your account) → Webhooks → Add Webhook.',
      'Paste the address below and choose Save Changes.',
      'Plex sends every user of the server: set "Only plays by" below to your Plex user name.',
    ],
    test: 'Plex has no test button: watch the end of a movie (Plex marks it watched at 90%) and check the log.',
  },
  generic: {
    steps: [
      'Post JSON to the address below from any script, Kodi add-on, Tautulli or Home Assistant automation.',
      'The body names the movie with at least one of tmdb_id, imdb_id or title (with year), for example {"tmdb_id": 603, "watched_at": "2026-11-27T21:40:00Z", "rating": 8}.',
      'watched_at (an ISO date or timestamp) defaults to now; rating is 1-10 and optional.',
    ],
    test: 'Send a test from a terminal: curl -X POST -H "Content-Type: application/json" -d \'{"title": "The Matrix", "year": 1999}\' followed by the address.',
  },
};
