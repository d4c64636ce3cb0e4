import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useComments, useCreateComment } from '../api/use-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { commentMessages as m } from '../messages.ts';

/** Comments section of the movie page: write, reply, edit and delete own, 5 threads per page. */
export function CommentsSection({ movie }: { movie: MovieRef }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const comments = useComments(movie.id, page);
  const createComment = useCreateComment(movie.id);
  const { user, isPending: sessionPending } = useSession();
  const signedOut = !user && !sessionPending;
  const total = comments.data?.pagination.totalComments;
  const totalPages = comments.data?.pagination.totalPages ?? 0;

  // Deleting the last thread of the last page leaves that page empty: step back to the new last page.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  return (
    <section
      aria-labelledby="comments-heading"
      className="rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6"
    >
      <h2
        id="comments-heading"
        className="flex items-center gap-2 text-xl font-semibold tracking-tight md:text-2xl"
      >
        <MessageSquare size={22} aria-hidden="true" className="text-accent" />
        {t(m.comments)}
        {total !== undefined && (
          <span className="text-base font-normal tabular-nums text-muted">({total})</span>
        )}
      </h2>

      <div className="mt-4">
        {signedOut ? (
          <p className="text-sm text-muted">
            <Link to="/login" className="font-semibold text-accent hover:text-accent-hover">
              {t(m.loginToComment)}
            </Link>
          </p>
        ) : (
          <CommentForm
            label={t(m.writeComment)}
            submitLabel={t(m.postComment)}
            placeholder={t(m.shareThoughts)}
            pending={createComment.isPending}
            onSubmit={(text, visibility) =>
              createComment.mutateAsync({ text, parentId: null, visibility }).then(
                (answer) => {
                  setPage(1);
                  return answer.data.comment_id;
                },
                () => null,
              )
            }
          />
        )}
      </div>

      <div className="mt-6">
        {isUnauthorized(comments.error) ? (
          <p className="py-4 text-center text-sm text-muted">{t(m.loginToView)}</p>
        ) : comments.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t(m.loadingComments)} />
          </div>
        ) : comments.isError ? (
          <ErrorMessage message={errorText(comments.error)} />
        ) : comments.data.comments.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted">{t(m.noComments)}</p>
        ) : (
          <>
            <ul className="flex flex-col gap-4" aria-label={t(m.comments)}>
              {comments.data.comments.map((comment) => (
                <CommentItem key={comment.comment_id} comment={comment} tmdbId={movie.id} />
              ))}
            </ul>
            <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
export type { MovieRef };
