import type { CatalogBrowse } from '@marquee/catalog';
import {
  COMMENT_MAX_DEPTH,
  DELETED_COMMENT_TEXT,
  DELETED_USER_ID,
  DELETED_USER_NAME,
  type Comment,
  type CommentsPage,
  type Visibility,
} from '@marquee/contracts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { assertMovieExists } from '../../platform/movie-snapshot.ts';
import type { PublishableEvents } from '../../platform/publishable-events.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { CommentRow, CommentsRepository } from './comments.repository.ts';

const ANONYMOUS_AUTHOR = 'Anonymous';

function authorName(row: CommentRow): string {
  if (row.is_deleted === 1) return ANONYMOUS_AUTHOR;
  if (row.user_id === DELETED_USER_ID) return DELETED_USER_NAME;
  return row.author_name?.trim() || ANONYMOUS_AUTHOR;
}

function toComment(row: CommentRow, viewerId: string | null): Comment {
  const deleted = row.is_deleted === 1;
  return {
    comment_id: row.comment_id,
    user_id: row.user_id,
    tmdb_id: row.tmdb_id,
    comment_text: deleted ? DELETED_COMMENT_TEXT : row.comment_text,
    parent_comment_id: row.parent_comment_id,
    depth: row.depth,
    is_deleted: deleted,
    created_at: row.created_at,
    updated_at: row.updated_at,
    user: { displayName: authorName(row) },
    is_own: row.user_id === viewerId,
    replies: [],
  };
}

export function createCommentsService({
  comments,
  catalog,
  events,
}: {
  comments: CommentsRepository;
  catalog: CatalogBrowse;
  /** Told after each write, for federation to publish the comment (ADR 035). */
  events?: PublishableEvents;
}) {
  const changed = (userId: string, commentId: number, visibility?: Visibility) =>
    events?.emit({ item: 'comment', userId, itemId: commentId, visibility });
  /** A live (not deleted) comment that the user wrote. */
  async function findOwnComment(
    userId: string,
    commentId: number,
    action: 'edit' | 'delete',
  ): Promise<CommentRow> {
    const row = await comments.findById(commentId);
    if (!row || row.is_deleted === 1) throw new NotFoundError('Comment not found');
    if (row.user_id !== userId) throw new ForbiddenError(`You can only ${action} your own comments`);
    return row;
  }

  return {
    async listComments(
      viewerId: string | null,
      tmdbId: number,
      page: number,
      limit: number,
    ): Promise<CommentsPage> {
      const totalRootComments = await comments.countRoots(tmdbId);
      const totalComments = await comments.countAll(tmdbId);
      const roots = (await comments.listRoots(tmdbId, (page - 1) * limit, limit)).map((row) =>
        toComment(row, viewerId),
      );
      // One query per level: replies only go COMMENT_MAX_DEPTH deep.
      let level = roots;
      for (let depth = 2; depth <= COMMENT_MAX_DEPTH && level.length > 0; depth++) {
        const byId = new Map(level.map((comment) => [comment.comment_id, comment]));
        const replies = (await comments.listReplies([...byId.keys()])).map((row) => toComment(row, viewerId));
        for (const reply of replies) byId.get(reply.parent_comment_id!)?.replies.push(reply);
        level = replies;
      }
      return {
        comments: roots,
        pagination: {
          totalPages: Math.ceil(totalRootComments / limit),
          currentPage: page,
          totalRootComments,
          totalComments,
          limit,
        },
      };
    },

    async createComment(
      userId: string,
      input: {
        tmdb_id: number;
        comment_text: string;
        parent_comment_id?: number | null;
        visibility?: Visibility;
      },
    ): Promise<Comment> {
      let depth = 1;
      const parentId = input.parent_comment_id ?? null;
      if (parentId !== null) {
        const parent = await comments.findById(parentId);
        if (!parent || parent.is_deleted === 1) throw new NotFoundError('Parent comment not found');
        if (parent.tmdb_id !== input.tmdb_id)
          throw new BadRequestError('The parent comment belongs to another movie');
        if (parent.depth >= COMMENT_MAX_DEPTH) {
          throw new BadRequestError(`Replies are allowed only up to depth ${COMMENT_MAX_DEPTH}`);
        }
        depth = parent.depth + 1;
      } else {
        await assertMovieExists(catalog, input.tmdb_id);
      }
      const commentId = await comments.insert({
        user_id: userId,
        tmdb_id: input.tmdb_id,
        parent_comment_id: parentId,
        depth,
        comment_text: input.comment_text,
        created_at: uniqueTimestamp(),
      });
      changed(userId, commentId, input.visibility);
      return toComment((await comments.findById(commentId))!, userId);
    },

    async updateComment(userId: string, commentId: number, text: string): Promise<Comment> {
      await findOwnComment(userId, commentId, 'edit');
      await comments.updateText(commentId, text, uniqueTimestamp());
      changed(userId, commentId);
      return toComment((await comments.findById(commentId))!, userId);
    },

    async deleteComment(
      userId: string,
      commentId: number,
    ): Promise<{ comment_id: number; kept_as_deleted_marker: boolean }> {
      await findOwnComment(userId, commentId, 'delete');
      const keptAsMarker = await comments.delete(commentId, uniqueTimestamp());
      changed(userId, commentId);
      return { comment_id: commentId, kept_as_deleted_marker: keptAsMarker };
    },
  };
}
