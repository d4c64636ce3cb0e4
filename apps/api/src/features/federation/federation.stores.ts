import type {
  KvKey,
  KvStore,
  KvStoreListEntry,
  KvStoreSetOptions,
  MessageQueue,
  MessageQueueEnqueueOptions,
  MessageQueueListenOptions,
} from '@fedify/fedify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@marquee/db';

type Db = Kysely<Database>;

const encodeKey = (key: KvKey) => JSON.stringify(key);
const later = (milliseconds: number) => new Date(Date.now() + milliseconds).toISOString();

/**
 * Fedify's key-value store (caches, inbox idempotence) in our own database, SQLite or PostgreSQL (ADR 035).
 * Keys are the JSON of Fedify's key arrays, so a key prefix is a text prefix minus the closing bracket.
 */
export function createDatabaseKvStore(db: Db): KvStore {
  const live = () =>
    db
      .selectFrom('federation_kv')
      .select(['key', 'value'])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date().toISOString())]));
  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const row = await live().where('key', '=', encodeKey(key)).executeTakeFirst();
      return row ? (JSON.parse(row.value) as T) : undefined;
    },
    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
      const expires_at = options?.ttl ? later(options.ttl.total('millisecond')) : null;
      const row = { key: encodeKey(key), value: JSON.stringify(value), expires_at };
      await db
        .insertInto('federation_kv')
        .values(row)
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: row.value, expires_at }))
        .execute();
      // Expired rows go with the writes, so the table never grows with stale caches.
      if (Math.random() < 0.01)
        await db.deleteFrom('federation_kv').where('expires_at', '<', new Date().toISOString()).execute();
    },
    async delete(key: KvKey): Promise<void> {
      await db.deleteFrom('federation_kv').where('key', '=', encodeKey(key)).execute();
    },
    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
      let query = live();
      if (prefix && prefix.length > 0) {
        const exact = encodeKey(prefix);
        const start = `${exact.slice(0, -1)},`;
        query = query.where((eb) =>
          eb.or([eb('key', '=', exact), eb(sql`substr(key, 1, ${start.length})`, '=', start)]),
        );
      }
      for (const row of await query.execute())
        yield { key: JSON.parse(row.key) as KvKey, value: JSON.parse(row.value) as unknown };
    },
  };
}

const IDLE_POLL_MS = 500;
/** How long a claimed message is another instance's; after that (a crash) it is delivered again. */
const LEASE_MS = 5 * 60_000;

/**
 * Fedify's message queue (deliveries, inbox work) as rows of our own database: in-process on the SQLite file,
 * shared by every API instance on PostgreSQL, where a message is claimed with a lease so only one delivers it.
 * Fedify retries failed deliveries itself by enqueueing them again with a delay.
 */
export function createDatabaseMessageQueue(db: Db, onError: (error: unknown) => void): MessageQueue {
  let wake: (() => void) | undefined;
  const enqueue = async (message: unknown, options?: MessageQueueEnqueueOptions) => {
    const now = new Date().toISOString();
    const delay = options?.delay ? Math.max(0, options.delay.total('millisecond')) : 0;
    await db
      .insertInto('federation_queue')
      .values({ payload: JSON.stringify(message), run_at: later(delay), lease_until: null, created_at: now })
      .execute();
    if (delay === 0) wake?.();
  };

  const claimNext = async (): Promise<{ message_id: number; payload: string } | undefined> => {
    const now = new Date().toISOString();
    const due = await db
      .selectFrom('federation_queue')
      .select(['message_id', 'payload'])
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .orderBy('run_at')
      .limit(1)
      .executeTakeFirst();
    if (!due) return undefined;
    const claimed = await db
      .updateTable('federation_queue')
      .set({ lease_until: later(LEASE_MS) })
      .where('message_id', '=', due.message_id)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .executeTakeFirst();
    // Another instance took it between the two statements: look again.
    return Number(claimed.numUpdatedRows) === 1 ? due : claimNext();
  };

  return {
    enqueue,
    async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions) {
      for (const message of messages) await enqueue(message, options);
    },
    async listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions) {
      const signal = options?.signal;
      while (!signal?.aborted) {
        let next: Awaited<ReturnType<typeof claimNext>>;
        try {
          next = await claimNext();
        } catch (error) {
          if (signal?.aborted) return;
          onError(error);
          next = undefined;
        }
        if (!next) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(done, IDLE_POLL_MS);
            function done() {
              clearTimeout(timer);
              signal?.removeEventListener('abort', done);
              wake = undefined;
              resolve();
            }
            wake = done;
            signal?.addEventListener('abort', done);
          });
          continue;
        }
        try {
          await handler(JSON.parse(next.payload));
        } catch (error) {
          onError(error);
        }
        await db.deleteFrom('federation_queue').where('message_id', '=', next.message_id).execute();
      }
    },
  };
}
