import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { utcDate, type ConnectionSource } from '@marquee/contracts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import { connectionClient, deliver, fixture } from '../../testing/webhook-deliveries.ts';

/**
 * Each source's recorded deliveries replayed through the real route, checked against the diary, the watched
 * status and the connection's log. On both engines: the once-a-day rule is a unique-key conflict in SQL.
 */
interface Replay {
  /** Fixture names: deliveries that must not log anything, with a word of the reason each gives. */
  ignored: [fixture: string, reason: RegExp][];
  finished: string;
  unknown: string;
  tmdbId: number;
  /** The diary day of the finished play (Plex sends no time: the day it arrives). */
  day: () => string;
}

const REPLAYS: Record<ConnectionSource, Replay> = {
  jellyfin: {
    ignored: [
      ['playback-start', /PlaybackStop/],
      ['playback-stop-partial', /Stopped at 29%/],
      ['playback-stop-episode', /an episode/],
      ['playback-stop-trailer', /a trailer/],
    ],
    finished: 'playback-stop-finished',
    unknown: 'playback-stop-unknown',
    tmdbId: 550,
    day: () => '2026-11-20',
  },
  emby: {
    ignored: [
      ['playback-start', /playback\.stop/],
      ['playback-stop-partial', /Stopped at 21%/],
      ['playback-stop-episode', /an episode/],
      ['playback-stop-trailer', /a trailer/],
    ],
    finished: 'playback-stop-finished',
    unknown: 'playback-stop-unknown',
    tmdbId: 603,
    day: () => '2026-11-20',
  },
  plex: {
    ignored: [
      ['media-play', /media\.scrobble/],
      ['media-stop-partial', /Stopped at 27%/],
      ['media-scrobble-episode', /an episode/],
      ['media-scrobble-trailer', /a trailer/],
      ['media-scrobble-track', /music/],
    ],
    finished: 'media-scrobble',
    unknown: 'media-scrobble-unknown',
    tmdbId: 27205,
    day: () => utcDate(),
  },
  generic: {
    ignored: [],
    finished: 'finished',
    unknown: 'unknown',
    tmdbId: 155,
    day: () => '2026-11-20',
  },
};

describe.each(engineTestEngines())('media-server webhooks replayed on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { jellyfin: {}, emby: {}, plex: {}, generic: {} });

  it.each(Object.keys(REPLAYS) as ConnectionSource[])(
    '%s: logs the finished movie once, ignores the rest with a reason, queues the unknown one',
    async (source) => {
      const replay = REPLAYS[source];
      const user = suite[source];
      const client = connectionClient(suite.testApp);
      const path = await client.connect(user, source, { time_zone: 'UTC' });

      for (const [name, reason] of replay.ignored) {
        const response = await deliver(suite.testApp, path, source, fixture(source, name));
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
        expect(response.json().data, name).toMatchObject({
          outcome: 'ignored',
          reason: expect.stringMatching(reason),
        });
      }
      expect(await client.diary(user)).toEqual([]);

      const finished = await deliver(suite.testApp, path, source, fixture(source, replay.finished));
      expect(finished.statusCode).toBe(200);
      expect(finished.json().data).toMatchObject({
        outcome: 'logged',
        tmdb_id: replay.tmdbId,
        watched_on: replay.day(),
      });
      // The server retries, or sends the same play again: still one watch.
      const retried = await deliver(suite.testApp, path, source, fixture(source, replay.finished));
      expect(retried.json().data).toMatchObject({ outcome: 'duplicate', tmdb_id: replay.tmdbId });

      const unknown = await deliver(suite.testApp, path, source, fixture(source, replay.unknown));
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json().data.outcome).toBe('unmatched');

      const badSecret = await deliver(
        suite.testApp,
        `/api/webhooks/${source}/not-the-secret`,
        source,
        fixture(source, replay.finished),
      );
      expect(badSecret.statusCode).toBe(404);

      const diary = await client.diary(user);
      expect(diary).toEqual([
        expect.objectContaining({ tmdb_id: replay.tmdbId, watched_on: replay.day(), is_rewatch: false }),
      ]);
      const statuses = (await client.inject(user, 'GET', '/api/watch/status')).json().data;
      expect(statuses).toEqual([expect.objectContaining({ tmdb_id: replay.tmdbId, status: 'watched' })]);
      expect(await client.unmatched(user)).toEqual([
        expect.objectContaining({ source, title: 'Les Vacances de Grand-Oncle Fernand' }),
      ]);

      const log = await client.events(user, source);
      expect(log.map((event) => event.outcome)).toEqual([
        'unmatched',
        'duplicate',
        'logged',
        ...replay.ignored.map(() => 'ignored'),
      ]);
      expect(log[2]).toMatchObject({ tmdb_id: replay.tmdbId, reason: expect.stringMatching(/^Logged /) });
    },
  );
});
