import type { Generated } from 'kysely';

/** The federation tables (migration 013-federation, ADR 035). Timestamps are ISO strings. */
export interface FederationTables {
  federation_accounts: {
    user_id: string;
    enabled: number;
    auto_accept: number;
    default_visibility: Visibility;
    /** 1 when "For you" may use the ratings of the people they follow (migration 016). */
    friends_ratings: Generated<number>;
    /** JSON: [{ privateKey, publicKey }] as JWKs, RSA first then Ed25519. */
    key_pairs: string;
    created_at: string;
    updated_at: string;
  };
  federation_followers: RelationTable;
  federation_following: RelationTable;
  federation_blocks: {
    block_id: Generated<number>;
    user_id: string;
    kind: 'actor' | 'server';
    /** An actor URI, or a host name (lowercase, with its port when it has one). */
    target: string;
    created_at: string;
  };
  federation_entries: {
    entry_id: number;
    user_id: string;
    /** Null: the account's default visibility. */
    visibility: Visibility | null;
    /** The audience the entry's Note was last delivered to; null when it is not out there. */
    sent_as: Visibility | null;
    updated_at: string;
  };
  /** Ratings, comments and public playlists as published (migration 015-federation-items). */
  federation_items: {
    user_id: string;
    /** `rating-{tmdb id}`, `comment-{comment id}` or `playlist-{playlist id}`. */
    item_key: string;
    /** Null: the account's default visibility. */
    visibility: Visibility | null;
    /** The audience the item's Note was last delivered to; null when it is not out there. */
    sent_as: Visibility | null;
    updated_at: string;
  };
  federation_remote_notes: {
    note_id: Generated<number>;
    note_iri: string;
    actor_iri: string;
    actor_handle: string;
    actor_name: string | null;
    tmdb_id: number;
    title: string;
    poster_path: string | null;
    release_date: string | null;
    rating: number | null;
    content: string;
    url: string | null;
    published_at: string;
    received_at: string;
  };
  federation_kv: { key: string; value: string; expires_at: string | null };
  federation_queue: {
    message_id: Generated<number>;
    payload: string;
    run_at: string;
    lease_until: string | null;
    created_at: string;
  };
}

export type Visibility = 'public' | 'followers' | 'private';

export interface RelationTable {
  relation_id: Generated<number>;
  user_id: string;
  actor_iri: string;
  handle: string;
  name: string | null;
  inbox_iri: string;
  shared_inbox_iri: string | null;
  /** The Follow activity's id: theirs for a follower, ours for a followee. */
  follow_iri: string | null;
  status: 'pending' | 'accepted';
  created_at: string;
}
