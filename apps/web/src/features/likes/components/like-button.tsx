import type { MouseEvent } from 'react';
import { Heart } from 'lucide-react';
import toast from 'react-hot-toast';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { useLikes, useToggleLike } from '../api/use-likes.ts';

/** Like toggle: flips only on success, disabled while the call is pending. */
export function LikeButton({ movie, variant = 'full' }: { movie: MovieRef; variant?: 'full' | 'compact' }) {
  const likes = useLikes();
  const toggle = useToggleLike();
  const liked = likes.data?.some((like) => like.tmdb_id === movie.id) ?? false;
  const signedOut = isUnauthorized(likes.error);

  const onClick = (event: MouseEvent) => {
    // Inside a movie card: the card's link must not fire.
    event.preventDefault();
    event.stopPropagation();
    if (signedOut) {
      toast.error(liked ? 'Please login to unlike movies' : 'Please login to like movies');
      return;
    }
    toggle.mutate({ movie, liked });
  };
  const disabled = toggle.isPending || (likes.isPending && !signedOut);
  const icon = <Heart size={20} aria-hidden="true" className={liked ? 'fill-current' : ''} />;

  if (variant === 'compact') {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-pressed={liked}
        aria-label={`${liked ? 'Unlike' : 'Like'} ${movie.title}`}
        title={liked ? 'Unlike' : 'Like'}
        className={`inline-flex h-9 w-9 items-center justify-center rounded-full border border-hairline bg-bg/85 shadow-md shadow-black/50 backdrop-blur transition-colors hover:bg-surface-2 disabled:cursor-wait disabled:opacity-60 ${liked ? 'text-danger' : 'text-text'}`}
      >
        {icon}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={liked}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-60 ${
        liked
          ? 'border-danger/60 bg-danger/15 text-danger hover:bg-danger/25'
          : 'border-hairline bg-surface-2 text-text hover:bg-surface'
      }`}
    >
      {icon}
      {liked ? 'Liked' : 'Like'}
    </button>
  );
}
export type { MovieRef };
