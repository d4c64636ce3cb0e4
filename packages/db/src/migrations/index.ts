import type { Migration } from 'kysely';
import { catalogMigration } from './001-catalog.ts';
import { userLibraryMigration } from './002-user-library.ts';
import { catalogFactsMigration } from './003-catalog-facts.ts';
import { filmLifeMigration } from './004-film-life.ts';
import { movieImdbIdsMigration } from './005-movie-imdb-ids.ts';
import { siteIdentityMigration } from './006-site-identity.ts';
import { movieTrailerKeysMigration } from './007-movie-trailer-keys.ts';
import { diaryTagsMigration } from './008-diary-tags.ts';
import { connectionsMigration } from './009-connections.ts';
import { watchTogetherMigration } from './011-watch-together.ts';
import { tokensCalendarProvidersMigration } from './010-tokens-calendar-providers.ts';
import { calendarSecretHashesMigration } from './012-calendar-secret-hashes.ts';
import { federationMigration } from './013-federation.ts';
import { accountLanguageMigration } from './014-account-language.ts';
import { federationItemsMigration } from './015-federation-items.ts';
import { friendsRatingsMigration } from './016-friends-ratings.ts';
import type { MigrationContext } from './migration-context.ts';

/** One ordered, portable set of migrations for SQLite and PostgreSQL. Never edit a released one; add a new one. */
export function buildMigrations(context: MigrationContext): Record<string, Migration> {
  return {
    '001-catalog': catalogMigration(context),
    '002-user-library': userLibraryMigration(context),
    '003-catalog-facts': catalogFactsMigration(context),
    '004-film-life': filmLifeMigration(context),
    '005-movie-imdb-ids': movieImdbIdsMigration(context),
    '006-site-identity': siteIdentityMigration(context),
    '007-movie-trailer-keys': movieTrailerKeysMigration(context),
    '008-diary-tags': diaryTagsMigration(context),
    '009-connections': connectionsMigration(context),
    '010-tokens-calendar-providers': tokensCalendarProvidersMigration(context),
    '011-watch-together': watchTogetherMigration(context),
    '012-calendar-secret-hashes': calendarSecretHashesMigration(context),
    '013-federation': federationMigration(context),
    '014-account-language': accountLanguageMigration(context),
    '015-federation-items': federationItemsMigration(context),
    '016-friends-ratings': friendsRatingsMigration(context),
  };
}
