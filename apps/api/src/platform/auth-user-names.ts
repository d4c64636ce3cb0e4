/**
 * better-auth's user table, as far as other features may read it: the display name shown beside what a user
 * made public (comments, profiles, shared playlists). Use with `db.withTables<AuthUserNames>()`.
 */
export type AuthUserNames = {
  user: { id: string; name: string | null };
};
