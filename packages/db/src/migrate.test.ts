import { afterAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, engineTestEngines, type TestDatabase } from './testing.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { ensureSiteId, readSiteId } from './site-identity.ts';
import { hashSecret } from './secret-hash.ts';

/** Every table of the schema type: the compiler fails this list when a table is added to or removed from it. */
const SCHEMA_TABLE_SET = {
  movies: true,
  genres: true,
  movie_genres: true,
  companies: true,
  movie_companies: true,
  people: true,
  movie_cast: true,
  movie_crew: true,
  movie_countries: true,
  movie_embeddings: true,
  external_ratings: true,
  catalog_import_state: true,
  likes: true,
  watch_status: true,
  visits: true,
  ratings: true,
  comments: true,
  playlists: true,
  playlist_movies: true,
  diary_entries: true,
  user_profiles: true,
  media_connections: true,
  media_connection_events: true,
  media_connection_watches: true,
  media_connection_unmatched: true,
  watch_partners: true,
  site_identity: true,
  api_tokens: true,
  calendar_feeds: true,
  watch_services: true,
  user_settings: true,
  federation_accounts: true,
  federation_followers: true,
  federation_following: true,
  federation_blocks: true,
  federation_entries: true,
  federation_items: true,
  federation_remote_notes: true,
  federation_kv: true,
  federation_queue: true,
} as const satisfies Record<keyof Database, true>;
const SCHEMA_TABLES = Object.keys(SCHEMA_TABLE_SET) as (keyof Database)[];

describe.each(engineTestEngines())('migrations on %s', (engine) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('create every table on two databases side by side and are idempotent', async () => {
    const first = await createTestDatabase(engine);
    const second = await createTestDatabase(engine);
    opened.push(first, second);
    await migrateToLatest(first.db, engine);
    for (const database of [first, second]) {
      const missing: string[] = [];
      for (const table of SCHEMA_TABLES) {
        const exists = await sql`select count(*) from ${sql.table(table)}`.execute(database.db).then(
          () => true,
          () => false,
        );
        if (!exists) missing.push(table);
      }
      expect(missing, 'tables the schema type names that the migrations did not create').toEqual([]);
    }
    await first.db.insertInto('genres').values({ id: 18, name: 'Drama' }).execute();
    const inSecond = await second.db.selectFrom('genres').selectAll().execute();
    expect(inSecond).toEqual([]);
  });

  it('give each database one site id of its own, the same every time it is asked', async () => {
    const [first, second] = [await createTestDatabase(engine), await createTestDatabase(engine)];
    opened.push(first, second);
    expect(await readSiteId(first.db)).toBeUndefined();
    const id = await ensureSiteId(first.db);
    expect(await Promise.all([ensureSiteId(first.db), readSiteId(first.db)])).toEqual([id, id]);
    expect(await ensureSiteId(second.db)).not.toBe(id);
  });
});

describe.each(engineTestEngines())('film-life migration on %s', (engine) => {
  it('gives every movie already marked watched one diary entry dated the day it was marked', async () => {
    const database = await createTestDatabase(engine, { migrate: false });
    try {
      await migrateTo(database.db, engine, '003-catalog-facts');
      const snapshot = { title: 'Fight Club', poster_path: null, vote_average: 8.4 };
      await database.db
        .insertInto('watch_status')
        .values([
          {
            user_id: 'u1',
            tmdb_id: 550,
            status: 'watched',
            updated_at: '2024-03-05T10:00:00.000Z',
            ...snapshot,
          },
          {
            user_id: 'u1',
            tmdb_id: 13,
            status: 'want_to_watch',
            updated_at: '2024-03-06T10:00:00.000Z',
            ...snapshot,
          },
        ])
        .execute();
      await migrateToLatest(database.db, engine);
      const entries = await database.db
        .selectFrom('diary_entries')
        .select(['user_id', 'tmdb_id', 'watched_on'])
        .execute();
      expect(entries).toEqual([{ user_id: 'u1', tmdb_id: 550, watched_on: '2024-03-05' }]);
    } finally {
      await database.close();
    }
  });
});

describe.each(engineTestEngines())('calendar secret migration on %s', (engine) => {
  it('hashes the secrets already stored, so the addresses handed out keep answering', async () => {
    const database = await createTestDatabase(engine, { migrate: false });
    try {
      await migrateTo(database.db, engine, '011-watch-together');
      const before = database.db as unknown as Kysely<{
        calendar_feeds: { user_id: string; secret: string; created_at: string };
      }>;
      const secrets = { u1: 'plain-secret-of-u1', u2: 'plain-secret-of-u2' };
      await before
        .insertInto('calendar_feeds')
        .values(
          Object.entries(secrets).map(([user_id, secret]) => ({
            user_id,
            secret,
            created_at: '2026-11-27T10:00:00.000Z',
          })),
        )
        .execute();
      await migrateToLatest(database.db, engine);
      const rows = await database.db
        .selectFrom('calendar_feeds')
        .select(['user_id', 'secret_hash'])
        .orderBy('user_id')
        .execute();
      expect(rows).toEqual([
        { user_id: 'u1', secret_hash: hashSecret(secrets.u1) },
        { user_id: 'u2', secret_hash: hashSecret(secrets.u2) },
      ]);
      // Still one address per hash.
      await expect(
        database.db
          .insertInto('calendar_feeds')
          .values({
            user_id: 'u3',
            secret_hash: rows[0]!.secret_hash,
            created_at: '2026-11-28T00:00:00.000Z',
          })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
