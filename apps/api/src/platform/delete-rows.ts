import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

/** Column values that name the rows of one table. */
export type RowMatch<Table extends keyof Database> = Partial<{
  [Column in keyof Database[Table]]: string | number;
}>;

/**
 * Deletes the rows of `table` whose columns equal every value of `match`, and answers whether one was removed: a
 * user's own like, token, diary entry or queued play (the user's id in `match` keeps them to their own), or a
 * playlist's entry. The caller turns `false` into its 404.
 */
export async function deleteMatching<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  match: RowMatch<Table>,
): Promise<boolean> {
  let query = db.deleteFrom(table as keyof Database);
  for (const [column, value] of Object.entries(match))
    query = query.where(column as never, '=', value as never);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
