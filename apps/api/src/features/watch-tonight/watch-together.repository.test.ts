import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engineTestEngines, type TestDatabase } from '@marquee/db/testing';
import { createWatchTogetherRepository, type WatchTogetherRepository } from './watch-together.repository.ts';

const NOW = '2026-11-27T20:00:00.000Z';

describe.each(engineTestEngines())('watch-together links in the database on %s', (engine) => {
  let database: TestDatabase;
  let links: WatchTogetherRepository;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    links = createWatchTogetherRepository(database.db);
  });
  afterAll(async () => database?.close());

  it('keeps one link per pair whoever asks, and links only once accepted', async () => {
    const invitationId = await links.invite('ana', 'ben', NOW);
    await expect(links.invite('ben', 'ana', NOW)).rejects.toThrow();
    expect((await links.findByPair('ben', 'ana'))?.invitation_id).toBe(invitationId);
    expect(await links.acceptedPartnersAmong('ana', ['ben'])).toEqual(new Set());

    expect(await links.accept(invitationId, 'ana', NOW)).toBe(false); // only the invited side accepts
    expect(await links.accept(invitationId, 'ben', NOW)).toBe(true);
    expect(await links.accept(invitationId, 'ben', NOW)).toBe(false);
    expect(await links.acceptedPartnersAmong('ana', ['ben', 'cleo'])).toEqual(new Set(['ben']));
    expect(await links.acceptedPartnersAmong('ben', ['ana'])).toEqual(new Set(['ana']));

    expect(await links.remove(invitationId, 'cleo')).toBe(false);
    expect(await links.remove(invitationId, 'ben')).toBe(true);
    expect(await links.acceptedPartnersAmong('ana', ['ben'])).toEqual(new Set());
    expect(await links.involving('ana')).toEqual([]);
  });

  it('a link invite is claimed once, and not for a pair already linked', async () => {
    const first = await links.createLink('dev', 'hash-1', NOW, '2026-12-04T20:00:00.000Z');
    const second = await links.createLink('dev', 'hash-2', NOW, '2026-12-04T20:00:00.000Z');
    expect((await links.findByTokenHash('hash-1'))?.invitation_id).toBe(first);
    expect(await links.claimLink(first, 'eve', 'dev', NOW)).toBe(true);
    expect(await links.claimLink(first, 'fay', 'dev', NOW)).toBe(false);
    expect(await links.findByTokenHash('hash-1')).toBeUndefined();
    expect(await links.acceptedPartnersAmong('dev', ['eve', 'fay'])).toEqual(new Set(['eve']));
    // Eve claiming Dev's second link too would make a second link of the pair: the unique key refuses.
    await expect(links.claimLink(second, 'eve', 'dev', NOW)).rejects.toThrow();
    await links.removeLink(second);
    expect(await links.find(second)).toBeUndefined();
    expect((await links.involving('dev')).map((row) => row.invitation_id)).toEqual([first]);
  });
});
