import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSession } from '../../../lib/session.ts';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useComments, useCreateComment } from '../api/use-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

/** Comments section of the movie page: write, reply, edit and delete own, 5 threads per page. */
export function CommentsSection({ movie }: { movie: MovieRef }) {
  const [page, setPage] = useState(1);
  const comments = useComments(movie.id, page);
  const createComment = useCreateComment(movie.id);
  const { user, isPending: sessionPending } = useSession();
  const signedOut = useHydrated() && !user && !sessionPending;
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
        Comments
        {total !== undefined && (
          <span className="text-base font-normal tabular-nums text-muted">({total})</span>
        )}
      </h2>

      <div className="mt-4">
        {signedOut ? (
          <p className="text-sm text-muted">
            <Link to="/login" className="font-semibold text-accent hover:text-accent-hover">
              Please log in to write a comment.
            </Link>
          </p>
        ) : (
          <CommentForm
            label="Write a comment"
            submitLabel="Post Comment"
            placeholder="Share your thoughts about this movie..."
            pending={createComment.isPending}
            onSubmit={(text) =>
              createComment.mutateAsync({ text, parentId: null }).then(
                () => {
                  setPage(1);
                  return true;
                },
                () => false,
              )
            }
          />
        )}
      </div>

      <div className="mt-6">
        {isUnauthorized(comments.error) ? (
          <p className="py-4 text-center text-sm text-muted">Login to view comments</p>
        ) : comments.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading comments" />
          </div>
        ) : comments.isError ? (
          <ErrorMessage message={errorText(comments.error)} />
        ) : comments.data.comments.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted">
            No comments yet. Be the first to share your thoughts!
          </p>
        ) : (
          <>
            <ul className="flex flex-col gap-4" aria-label="Comments">
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
