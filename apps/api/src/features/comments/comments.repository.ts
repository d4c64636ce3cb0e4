import type { Kysely, Selectable } from 'kysely';
import type { CommentsTable, Database } from '@marquee/db';

/** better-auth's user table, read here only for the author's display name. */
type AuthUserTable = {
  user: { id: string; name: string | null };
};

export interface CommentRow extends Selectable<CommentsTable> {
  author_name: string | null;
}

/**
 * Deletes a comment. One that still has replies stays as a deleted marker (its text dropped) so no reply is lost; a
 * removed reply whose parent is a marker with no replies left takes that marker with it. Answers whether the
 * comment was kept as a marker.
 */
function deleteComment(db: Kysely<Database>, commentId: number, deletedAt: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const hasReplies = async (id: number) =>
      (await trx
        .selectFrom('comments')
        .select('comment_id')
        .where('parent_comment_id', '=', id)
        .limit(1)
        .executeTakeFirst()) !== undefined;
    if (await hasReplies(commentId)) {
      await trx
        .updateTable('comments')
        .set({ is_deleted: 1, comment_text: '', updated_at: deletedAt })
        .where('comment_id', '=', commentId)
        .execute();
      return true;
    }
    let current: number | null = commentId;
    while (current !== null) {
      const row: { parent_comment_id: number | null } | undefined = await trx
        .deleteFrom('comments')
        .where('comment_id', '=', current)
        .returning('parent_comment_id')
        .executeTakeFirst();
      const parentId: number | null = row?.parent_comment_id ?? null;
      if (parentId === null) break;
      const parent = await trx
        .selectFrom('comments')
        .select('is_deleted')
        .where('comment_id', '=', parentId)
        .executeTakeFirst();
      current = parent?.is_deleted === 1 && !(await hasReplies(parentId)) ? parentId : null;
    }
    return false;
  });
}

export function createCommentsRepository(database: Kysely<Database>) {
  const db = database.withTables<AuthUserTable>();
  const withAuthor = () =>
    db
      .selectFrom('comments as c')
      .leftJoin('user as u', 'u.id', 'c.user_id')
      .select([
        'c.comment_id',
        'c.user_id',
        'c.tmdb_id',
        'c.parent_comment_id',
        'c.depth',
        'c.comment_text',
        'c.is_deleted',
        'c.created_at',
        'c.updated_at',
        'u.name as author_name',
      ]);

  return {
    findById(commentId: number): Promise<CommentRow | undefined> {
      return withAuthor().where('c.comment_id', '=', commentId).executeTakeFirst();
    },

    async countRoots(tmdbId: number): Promise<number> {
      const row = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('tmdb_id', '=', tmdbId)
        .where('parent_comment_id', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Every comment of a movie that is still there, replies included (a deleted one kept for its replies is not). */
    async countAll(tmdbId: number): Promise<number> {
      const row = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('tmdb_id', '=', tmdbId)
        .where('is_deleted', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Top-level comments, newest first. */
    listRoots(tmdbId: number, offset: number, limit: number): Promise<CommentRow[]> {
      return withAuthor()
        .where('c.tmdb_id', '=', tmdbId)
        .where('c.parent_comment_id', 'is', null)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.comment_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Direct replies to the given comments, oldest first so a conversation reads in order. */
    listReplies(parentIds: number[]): Promise<CommentRow[]> {
      if (parentIds.length === 0) return Promise.resolve([]);
      return withAuthor()
        .where('c.parent_comment_id', 'in', parentIds)
        .orderBy('c.created_at', 'asc')
        .orderBy('c.comment_id', 'asc')
        .execute();
    },

    async insert(values: {
      user_id: string;
      tmdb_id: number;
      parent_comment_id: number | null;
      depth: number;
      comment_text: string;
      created_at: string;
    }): Promise<number> {
      const row = await db
        .insertInto('comments')
        .values({ ...values, is_deleted: 0, updated_at: values.created_at })
        .returning('comment_id')
        .executeTakeFirstOrThrow();
      return row.comment_id;
    },

    async updateText(commentId: number, text: string, updatedAt: string): Promise<void> {
      await db
        .updateTable('comments')
        .set({ comment_text: text, updated_at: updatedAt })
        .where('comment_id', '=', commentId)
        .execute();
    },

    /** Deletes a comment (see deleteComment); whether it was kept as a marker. */
    delete: (commentId: number, deletedAt: string): Promise<boolean> =>
      deleteComment(database, commentId, deletedAt),
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
