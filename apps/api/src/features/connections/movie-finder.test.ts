import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import { createConnectionsDependencies } from './connections.dependencies.ts';
import { createDeliveriesRepository } from './deliveries.repository.ts';
import { connectionAt, receiveDelivery } from './delivery.ts';
import { connectionLog } from './settings.ts';
import { connectionClient } from '../../testing/webhook-deliveries.ts';

/** Something the test lets go of when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(engineTestEngines())('webhook deliveries while the title matcher rebuilds, on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { ada: {} });

  it('answers with the matcher in hand while a new one builds; a miss waits for the new one', async () => {
    const db = suite.testApp.context.database.db;
    const deliveries = createDeliveriesRepository(db);
    // The real matcher from the real catalog; every build after the first is held until the test opens the gate.
    const held = gate();
    let builds = 0;
    const dependencies = createConnectionsDependencies({
      db,
      deliveries: {
        ...deliveries,
        loadMatcher: async () => {
          builds++;
          const matcher = await deliveries.loadMatcher();
          if (builds > 1) await held.opened;
          return matcher;
        },
      },
      catalog: suite.testApp.context.catalog,
      // Every delivery finds its matcher stale, and every miss may rebuild it.
      matcherTiming: { freshMs: 0, reloadOnMissAfterMs: 0 },
    });
    const path = await connectionClient(suite.testApp).connect(suite.ada, 'generic');
    const connection = await connectionAt(dependencies, 'generic', path.split('/').at(-1)!);
    const deliver = (tmdbId: number) =>
      receiveDelivery(dependencies, connection, () => ({ tmdb_id: tmdbId, watched_at: '2026-11-20' }));

    expect(await deliver(550)).toMatchObject({ outcome: 'logged', tmdb_id: 550 });
    expect(builds).toBe(1);

    // Stale: this delivery starts a rebuild (held) and is answered by the matcher in hand meanwhile.
    expect(await deliver(603)).toMatchObject({ outcome: 'logged', tmdb_id: 603 });
    expect(builds).toBe(2);

    // A movie the matcher lacks waits for the rebuild under way; deliveries it can answer still do.
    let missAnswered = false;
    const miss = deliver(987_654_321).finally(() => (missAnswered = true));
    expect(await deliver(155)).toMatchObject({ outcome: 'logged', tmdb_id: 155 });
    expect(await deliver(550)).toMatchObject({ outcome: 'duplicate', tmdb_id: 550 });
    expect(missAnswered).toBe(false);
    expect(builds).toBe(2);

    held.open();
    expect(await miss).toMatchObject({ outcome: 'unmatched' });
    const log = await connectionLog(dependencies, suite.ada.userId, 'generic');
    expect(log.map((event) => event.outcome)).toEqual([
      'unmatched',
      'duplicate',
      'logged',
      'logged',
      'logged',
    ]);
  });
});
