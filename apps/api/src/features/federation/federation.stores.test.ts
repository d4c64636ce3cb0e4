import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { createTestDatabase, engineTestEngines, type TestDatabase } from '@marquee/db/testing';
import { durationOf } from './fedify-time.ts';
import { createDatabaseKvStore, createDatabaseMessageQueue } from './federation.stores.ts';
import { createFederationRepository } from './federation.repository.ts';

describe.each(engineTestEngines())('federation stores on %s', (engine) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
  });
  afterAll(async () => database?.close());

  it('keeps Fedify’s keys and values, forgets them after their time to live, and lists by prefix', async () => {
    const kv = createDatabaseKvStore(db);
    await kv.set(['_fedify', 'remoteDocument', 'https://a.example/1'], { id: 1 });
    await kv.set(['_fedify', 'remoteDocument', 'https://a.example/2'], { id: 2 });
    await kv.set(['_fedify', 'remoteDocumentOther'], 'not under the prefix');
    await kv.set(['_fedify', 'gone'], 'soon', { ttl: durationOf({ milliseconds: 1 }) });
    await kv.set(['_fedify', 'remoteDocument', 'https://a.example/2'], { id: 22 });

    expect(await kv.get(['_fedify', 'remoteDocument', 'https://a.example/2'])).toEqual({ id: 22 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await kv.get(['_fedify', 'gone'])).toBeUndefined();
    const listed = [];
    for await (const entry of kv.list(['_fedify', 'remoteDocument'])) listed.push(entry);
    expect(
      listed.map((entry) => entry.value).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).toEqual([{ id: 1 }, { id: 22 }]);
    await kv.delete(['_fedify', 'remoteDocument', 'https://a.example/1']);
    expect(await kv.get(['_fedify', 'remoteDocument', 'https://a.example/1'])).toBeUndefined();
  });

  it('delivers each queued message once across two listeners, and a delayed one only when due', async () => {
    const errors: unknown[] = [];
    const queue = createDatabaseMessageQueue(db, (error) => errors.push(error));
    const otherInstance = createDatabaseMessageQueue(db, (error) => errors.push(error));
    const handled: number[] = [];
    const stop = new AbortController();
    const listening = [queue, otherInstance].map((listener) =>
      listener.listen(async (message: { n: number }) => void handled.push(message.n), {
        signal: stop.signal,
      }),
    );
    await queue.enqueue({ n: 99 }, { delay: durationOf({ hours: 1 }) });
    for (let n = 1; n <= 6; n += 1) await queue.enqueue({ n });
    for (let attempt = 0; attempt < 100 && handled.length < 6; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    stop.abort();
    await Promise.all(listening);
    expect(handled.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(errors).toEqual([]);
    const left = await db.selectFrom('federation_queue').select('payload').execute();
    expect(left.map((row) => JSON.parse(row.payload))).toEqual([{ n: 99 }]);
  });

  it('lets only its author change a kept post', async () => {
    const repository = createFederationRepository(database.db);
    const post = {
      note_iri: 'https://a.example/notes/1',
      actor_iri: 'https://a.example/users/ann',
      actor_handle: '@ann@a.example',
      actor_name: 'Ann',
      tmdb_id: 603,
      title: 'The Matrix',
      poster_path: null,
      release_date: '1999-03-30',
      rating: 8,
      content: 'Watched The Matrix (1999) ★ 8/10',
      url: null,
      published_at: '2026-11-28T10:00:00Z',
      received_at: '2026-11-28T10:00:01Z',
    };
    await repository.remoteNotes.save(post);
    await repository.remoteNotes.save({ ...post, actor_iri: 'https://b.example/users/mallory', rating: 1 });
    await repository.remoteNotes.save({ ...post, rating: 9 });
    const rows = await db.selectFrom('federation_remote_notes').select(['actor_iri', 'rating']).execute();
    expect(rows).toEqual([{ actor_iri: post.actor_iri, rating: 9 }]);
  });
});
