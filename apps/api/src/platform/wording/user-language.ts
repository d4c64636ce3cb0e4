import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { isLocale, negotiateLocale, type Locale } from '@marquee/contracts';

/** The interface language the user chose (Settings), or null when they follow the browser (no row, or cleared). */
export async function readUserLanguage(db: Kysely<Database>, userId: string): Promise<Locale | null> {
  const row = await db
    .selectFrom('user_settings')
    .select('language')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // A language no longer offered counts as none.
  return isLocale(row?.language) ? row.language : null;
}

/** The language a request negotiates, as the web shell does for its page: the language cookie, else `Accept-Language`. */
export function requestLanguage(request: { headers: Headers } | undefined): Locale | undefined {
  if (!request) return undefined;
  return negotiateLocale({
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}
