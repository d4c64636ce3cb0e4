import type { Generated } from 'kysely';
import type { FederationTables } from './federation-schema.ts';

/** Timestamps are ISO-8601 UTC strings everywhere: portable across SQLite and PostgreSQL and sortable as text. */
export type IsoTimestamp = string;

export interface MoviesTable {
  id: number;
  title: string;
  original_language: string | null;
  overview: string | null;
  release_date: string | null;
  runtime: number | null;
  vote_average: number;
  vote_count: number;
  popularity: number;
  poster_path: string | null;
  backdrop_path: string | null;
  /** JSON array of keyword strings. */
  keywords_json: string;
  /** US certification ('PG-13'), null when unknown. */
  certification: string | null;
  /** IMDb id ("tt0114709"), null when no source knows it. */
  imdb_id: string | null;
  /** YouTube key of the trailer, null when no source knows it. */
  trailer_key: string | null;
  updated_at: IsoTimestamp;
}

/** Production countries, ISO 3166-1 alpha-2, in the order the source lists them. */
export interface MovieCountriesTable {
  movie_id: number;
  country: string;
  position: number;
}

/**
 * One sentence embedding per movie: `vector` is float32 little-endian (dimensions = bytes / 4),
 * `model` names the encoder and `fingerprint` hashes the text it was computed from, so a vector is
 * recomputed only when either changes.
 */
export interface MovieEmbeddingsTable {
  movie_id: number;
  model: string;
  fingerprint: string;
  vector: Uint8Array;
  updated_at: IsoTimestamp;
}

export interface GenresTable {
  id: number;
  name: string;
}

export interface MovieGenresTable {
  movie_id: number;
  genre_id: number;
}

export interface CompaniesTable {
  id: number;
  name: string;
}

export interface MovieCompaniesTable {
  movie_id: number;
  company_id: number;
  position: number;
}

export interface PeopleTable {
  id: number;
  name: string;
  profile_path: string | null;
}

export interface MovieCastTable {
  movie_id: number;
  person_id: number;
  character: string | null;
  cast_order: number;
}

export interface MovieCrewTable {
  movie_id: number;
  person_id: number;
  job: string;
}

/** Ratings from MovieLens (0.5-5 stars), keyed by TMDB id, used to train the recommender. */
export interface ExternalRatingsTable {
  user_id: number;
  tmdb_id: number;
  rating: number;
  rated_at: number;
}

/** Resumable dataset import: one row per (source file, step). */
export interface CatalogImportStateTable {
  source: string;
  rows_done: number;
  completed: number;
  updated_at: IsoTimestamp;
}

/** Snapshot of catalog facts stored with each personal list item so lists render without catalog calls. */
interface MovieSnapshotColumns {
  tmdb_id: number;
  title: string;
  poster_path: string | null;
  vote_average: number;
}

export interface LikesTable extends MovieSnapshotColumns {
  like_id: Generated<number>;
  user_id: string;
  created_at: IsoTimestamp;
}

export interface WatchStatusTable extends MovieSnapshotColumns {
  user_id: string;
  status: 'watched' | 'want_to_watch';
  updated_at: IsoTimestamp;
}

export interface VisitsTable extends MovieSnapshotColumns {
  user_id: string;
  visited_at: IsoTimestamp;
}

export interface RatingsTable {
  user_id: string;
  tmdb_id: number;
  rating: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface CommentsTable {
  comment_id: Generated<number>;
  user_id: string;
  tmdb_id: number;
  parent_comment_id: number | null;
  /** 1 for a top-level comment; replies are allowed below depth 3. */
  depth: number;
  comment_text: string;
  /** 1 when deleted while it still had replies: the row stays so the thread remains readable. */
  is_deleted: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface PlaylistsTable {
  playlist_id: Generated<number>;
  user_id: string;
  name: string;
  created_at: IsoTimestamp;
  /** 1 when shown on the owner's public profile and readable through its share link. */
  is_public: Generated<number>;
  /** Unguessable token of the share link (`/p/{token}`), null until the owner first shares it. */
  share_token: string | null;
}

export interface PlaylistMoviesTable extends MovieSnapshotColumns {
  playlist_id: number;
  added_at: IsoTimestamp;
}

/** One watch of a movie: a movie has as many entries as it was watched (rewatches). */
export interface DiaryEntriesTable extends MovieSnapshotColumns {
  entry_id: Generated<number>;
  user_id: string;
  release_date: string | null;
  /** Calendar date of the watch, `YYYY-MM-DD`. */
  watched_on: string;
  /** 1-10, null when the watch wasn't rated. */
  rating: number | null;
  review: string | null;
  /** JSON array of the entry's tags (`["rewatch","with friends"]`), null when it has none. */
  tags: string | null;
  /** 1 when the source said so (Letterboxd's `Rewatch`) or an earlier entry exists. */
  is_rewatch: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** Opt-in public profile at `/u/{handle}`. */
export interface UserProfilesTable {
  user_id: string;
  handle: string;
  is_public: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** A user's webhook address for one media server (`source`); only a hash of its secret is kept. */
export interface MediaConnectionsTable {
  connection_id: Generated<number>;
  user_id: string;
  /** `jellyfin`, `emby`, `plex` or `generic`. */
  source: string;
  /** SHA-256 (hex) of the secret in the address. */
  secret_hash: string;
  /** The secret's last characters, so the page can tell one address from another. */
  secret_hint: string;
  /** Only this media-server user's plays count; null: everyone's. */
  server_user: string | null;
  /** IANA time zone whose calendar date a watch is logged on. */
  time_zone: string;
  created_at: IsoTimestamp;
  rotated_at: IsoTimestamp;
  last_event_at: IsoTimestamp | null;
}

/** What a connection received and what became of it; the newest few per connection are kept. */
export interface MediaConnectionEventsTable {
  event_id: Generated<number>;
  connection_id: number;
  user_id: string;
  received_at: IsoTimestamp;
  /** The server's own event name (`PlaybackStop`, `media.scrobble`...). */
  event: string;
  /** `logged`, `duplicate`, `ignored`, `unmatched` or `malformed`. */
  outcome: string;
  reason: string;
  title: string | null;
  year: number | null;
  tmdb_id: number | null;
}

/** One logged watch per user, movie, source and day: what keeps retried deliveries from logging twice. */
export interface MediaConnectionWatchesTable {
  user_id: string;
  tmdb_id: number;
  source: string;
  watched_on: string;
  entry_id: number | null;
  created_at: IsoTimestamp;
}

/** A finished play no movie matched, waiting for its user to pick the movie or dismiss it. */
export interface MediaConnectionUnmatchedTable {
  item_id: Generated<number>;
  user_id: string;
  source: string;
  match_key: string;
  title: string | null;
  year: number | null;
  imdb_id: string | null;
  tmdb_id: number | null;
  watched_on: string;
  rating: number | null;
  received_at: IsoTimestamp;
}

/** A watch-together invitation or link between two accounts (migration 011). */
export interface WatchPartnersTable {
  invitation_id: Generated<number>;
  inviter_id: string;
  /** Null while an invite link is unclaimed. */
  invitee_id: string | null;
  /** `${smaller id}:${larger id}`: one link per pair; null while unclaimed. */
  pair_key: string | null;
  /** SHA-256 of an invite link's token, null for an invitation by handle or once the link is used. */
  token_hash: string | null;
  status: 'pending' | 'accepted';
  created_at: IsoTimestamp;
  /** When an unclaimed invite link stops working. */
  expires_at: IsoTimestamp | null;
  accepted_at: IsoTimestamp | null;
}

/** A personal API token: only its SHA-256 hash is kept; `token_start` shows which one it is. */
export interface ApiTokensTable {
  token_id: Generated<number>;
  user_id: string;
  name: string;
  /** `read` or `read-write`. */
  scope: string;
  token_hash: string;
  token_start: string;
  created_at: IsoTimestamp;
  last_used_at: IsoTimestamp | null;
}

/** A user's release calendar address (`/api/calendar/{secret}.ics`), by the hash of its secret. */
export interface CalendarFeedsTable {
  user_id: string;
  /** hashSecret of the address's secret: the secret itself is shown once, when made. */
  secret_hash: string;
  created_at: IsoTimestamp;
}

/** The streaming services (TMDB provider ids, a JSON array) and region a user picked. */
export interface WatchServicesTable {
  user_id: string;
  /** ISO 3166-1 code, e.g. `US`. */
  region: string;
  provider_ids: string;
  updated_at: IsoTimestamp;
}

/** Tables owned by our migrations. better-auth owns its own tables (user, session, account, verification). */
/** One row (singleton 1): the site's random id (see ensureSiteId). */
export interface SiteIdentityTable {
  singleton: number;
  id: string;
}

/** A user's own settings (ADR 036). */
export interface UserSettingsTable {
  user_id: string;
  /** The interface language they chose (`en`, `es`...), or null to follow the browser. */
  language: string | null;
  updated_at: IsoTimestamp;
}

export interface Database extends FederationTables {
  movies: MoviesTable;
  genres: GenresTable;
  movie_genres: MovieGenresTable;
  companies: CompaniesTable;
  movie_companies: MovieCompaniesTable;
  people: PeopleTable;
  movie_cast: MovieCastTable;
  movie_crew: MovieCrewTable;
  movie_countries: MovieCountriesTable;
  movie_embeddings: MovieEmbeddingsTable;
  external_ratings: ExternalRatingsTable;
  catalog_import_state: CatalogImportStateTable;
  likes: LikesTable;
  watch_status: WatchStatusTable;
  visits: VisitsTable;
  ratings: RatingsTable;
  comments: CommentsTable;
  playlists: PlaylistsTable;
  playlist_movies: PlaylistMoviesTable;
  diary_entries: DiaryEntriesTable;
  user_profiles: UserProfilesTable;
  media_connections: MediaConnectionsTable;
  media_connection_events: MediaConnectionEventsTable;
  media_connection_watches: MediaConnectionWatchesTable;
  media_connection_unmatched: MediaConnectionUnmatchedTable;
  watch_partners: WatchPartnersTable;
  site_identity: SiteIdentityTable;
  api_tokens: ApiTokensTable;
  calendar_feeds: CalendarFeedsTable;
  watch_services: WatchServicesTable;
  user_settings: UserSettingsTable;
}
