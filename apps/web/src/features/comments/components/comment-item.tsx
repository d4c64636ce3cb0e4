import { useState } from 'react';
import { Pencil, Reply, Trash2 } from 'lucide-react';
import { COMMENT_MAX_DEPTH, type Comment } from '@marquee/contracts';
import { ExpandableText } from '../../../components/ui/expandable-text.tsx';
import { useSession } from '../../../lib/session.ts';
import { useCreateComment, useDeleteComment, useUpdateComment } from '../api/use-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { useLocale, useT } from '../../../lib/i18n/i18n.ts';
import { commentMessages as m } from '../messages.ts';

const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
const actionClass =
  'inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-xs font-medium text-muted hover:bg-surface-2 hover:text-text';

/** One comment with its actions and, nested below, its replies. */
export function CommentItem({ comment, tmdbId }: { comment: Comment; tmdbId: number }) {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  const signedIn = user !== null;
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const createComment = useCreateComment(tmdbId);
  const updateComment = useUpdateComment(tmdbId);
  const deleteComment = useDeleteComment(tmdbId);
  const edited = !comment.is_deleted && comment.updated_at !== comment.created_at;

  const save = (mutate: () => Promise<{ data: { comment_id: number } }>) =>
    mutate().then(
      (answer) => {
        setMode('read');
        return answer.data.comment_id;
      },
      () => null,
    );
  const remove = () => {
    if (window.confirm(t(m.confirmDelete))) deleteComment.mutate(comment.comment_id);
  };

  return (
    <li className="flex flex-col gap-2">
      <article
        className="rounded-lg border border-hairline bg-surface-2/60 px-4 py-3"
        data-testid="comment"
        data-comment-id={comment.comment_id}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 overflow-hidden text-sm">
          <span className="font-semibold [overflow-wrap:anywhere]">{comment.user.displayName}</span>
          <time dateTime={comment.created_at} className="text-xs text-muted">
            {dateFormat(locale).format(new Date(comment.created_at))}
          </time>
          {edited && <span className="text-xs text-muted">{t(m.edited)}</span>}
        </header>
        {mode === 'edit' ? (
          <div className="mt-2">
            <CommentForm
              label={t(m.editYourComment)}
              submitLabel={t(m.save)}
              initialText={comment.comment_text}
              commentId={comment.comment_id}
              pending={updateComment.isPending}
              onSubmit={(text) =>
                save(() => updateComment.mutateAsync({ commentId: comment.comment_id, text }))
              }
              onCancel={() => setMode('read')}
            />
          </div>
        ) : (
          <ExpandableText
            text={comment.comment_text}
            moreLabel={`of ${comment.user.displayName}'s comment`}
            className={`mt-1 whitespace-pre-wrap text-sm [overflow-wrap:anywhere] ${comment.is_deleted ? 'italic text-muted' : ''}`}
          />
        )}
        {!comment.is_deleted && mode === 'read' && (
          <div className="mt-2 flex flex-wrap gap-1">
            {/* Reply only for signed-in users, and only below depth 3. */}
            {signedIn && comment.depth < COMMENT_MAX_DEPTH && (
              <button type="button" className={actionClass} onClick={() => setMode('reply')}>
                <Reply size={14} aria-hidden="true" /> {t(m.reply)}
              </button>
            )}
            {comment.is_own && (
              <>
                <button type="button" className={actionClass} onClick={() => setMode('edit')}>
                  <Pencil size={14} aria-hidden="true" /> {t(m.edit)}
                </button>
                <button
                  type="button"
                  className={actionClass}
                  onClick={remove}
                  disabled={deleteComment.isPending}
                >
                  <Trash2 size={14} aria-hidden="true" /> {t(m.delete)}
                </button>
              </>
            )}
          </div>
        )}
      </article>
      {mode === 'reply' && (
        <div className="ml-4 border-l border-hairline pl-4 md:ml-6">
          <CommentForm
            label={t(m.replyTo, { name: comment.user.displayName })}
            submitLabel={t(m.postReply)}
            placeholder={t(m.writeReply)}
            pending={createComment.isPending}
            onSubmit={(text, visibility) =>
              save(() => createComment.mutateAsync({ text, parentId: comment.comment_id, visibility }))
            }
            onCancel={() => setMode('read')}
          />
        </div>
      )}
      {comment.replies.length > 0 && (
        <ul
          className="ml-4 flex flex-col gap-3 border-l border-hairline pl-4 md:ml-6"
          aria-label={t(m.repliesTo, { name: comment.user.displayName })}
        >
          {comment.replies.map((reply) => (
            <CommentItem key={reply.comment_id} comment={reply} tmdbId={tmdbId} />
          ))}
        </ul>
      )}
    </li>
  );
}
