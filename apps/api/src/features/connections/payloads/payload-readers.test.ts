import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECTION_SOURCES } from '@marquee/contracts';
import { fixture } from '../../../testing/webhook-deliveries.ts';
import { MalformedPayloadError, PAYLOAD_READERS } from './index.ts';

const FINISHED = {
  jellyfin: 'playback-stop-finished',
  emby: 'playback-stop-finished',
  plex: 'media-scrobble',
  generic: 'finished',
} as const;

describe('webhook payload readers', () => {
  it.each(CONNECTION_SOURCES)(
    '%s: any body is a report or a MalformedPayloadError, never another failure',
    (source) => {
      const read = PAYLOAD_READERS[source];
      const sample = fixture(source, FINISHED[source]);
      // Real deliveries with one field replaced by anything, and anything at all.
      const mutated = fc
        .tuple(fc.constantFrom(...Object.keys(sample)), fc.anything())
        .map(([key, value]) => ({ ...sample, [key]: value }));
      fc.assert(
        fc.property(fc.oneof(mutated, fc.anything(), fc.object()), (body) => {
          try {
            const report = read(body);
            expect(typeof report.event).toBe('string');
          } catch (error) {
            expect(error).toBeInstanceOf(MalformedPayloadError);
          }
        }),
        { numRuns: 300 },
      );
    },
  );

  it('reads the ids from Plex legacy agents as well as from the Guid list', () => {
    const payload = fixture('plex', 'media-scrobble');
    const legacy = {
      ...payload,
      Metadata: {
        ...(payload.Metadata as object),
        Guid: undefined,
        guid: 'com.plexapp.agents.imdb://tt1375666?lang=en',
      },
    };
    expect(PAYLOAD_READERS.plex(legacy)).toMatchObject({
      counts: true,
      movie: { tmdbId: null, imdbId: 'tt1375666', title: 'Inception', year: 2010 },
    });
  });

  it('counts a play stopped at 90% or later even when the server does not call it complete', () => {
    const payload = {
      ...fixture('jellyfin', 'playback-stop-partial'),
      PlaybackPositionTicks: 75_114_000_000,
    };
    expect(PAYLOAD_READERS.jellyfin(payload)).toMatchObject({ counts: true });
    const template = { ...payload, PlaybackPositionTicks: '100', PlayedToCompletion: 'True', Year: '1999' };
    expect(PAYLOAD_READERS.jellyfin(template)).toMatchObject({ counts: true, movie: { year: 1999 } });
  });

  it('says an Emby test notification reached Marquee', () => {
    const report = PAYLOAD_READERS.emby({ Event: 'system.notificationtest', Title: 'Test Notification' });
    expect(report).toMatchObject({
      counts: false,
      reason: 'Test notification received: the connection works',
    });
  });
});
