import type { MouseEvent } from 'react';
import { Heart } from 'lucide-react';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { personalActionState } from '../../../lib/personal-action.ts';
import { ToggleButton } from '../../../components/ui/toggle-button.tsx';
import { useSignInToast } from '../../../components/ui/sign-in-toast.tsx';
import { useLikes, useToggleLike } from '../api/use-likes.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { likeMessages as m } from '../messages.ts';
import { posterOverlayButton } from '../../../components/ui/poster-overlay.ts';

/** Like toggle: flips only on success, disabled while the call is pending. */
export function LikeButton({ movie, variant = 'full' }: { movie: MovieRef; variant?: 'full' | 'compact' }) {
  const t = useT();
  const likes = useLikes();
  const toggle = useToggleLike();
  const signInToast = useSignInToast();
  const liked = likes.data?.some((like) => like.tmdb_id === movie.id) ?? false;
  const { signedOut, disabled } = personalActionState(likes, toggle);

  const onClick = (event: MouseEvent) => {
    // Inside a movie card: the card's link must not fire.
    event.preventDefault();
    event.stopPropagation();
    if (signedOut) {
      signInToast(liked ? t(m.loginToUnlike) : t(m.loginToLike));
      return;
    }
    toggle.mutate({ movie, liked });
  };
  const icon = <Heart size={20} aria-hidden="true" className={liked ? 'fill-current' : ''} />;

  if (variant === 'compact') {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-pressed={liked}
        aria-label={t(liked ? m.unlikeMovie : m.likeMovie, { title: movie.title })}
        title={liked ? t(m.unlike) : t(m.like)}
        className={`${posterOverlayButton} hover:bg-surface-2 disabled:cursor-wait disabled:opacity-60 ${liked ? 'text-danger' : 'text-text'}`}
      >
        {icon}
      </button>
    );
  }
  return (
    <ToggleButton pressed={liked} tone="danger" icon={icon} onClick={onClick} disabled={disabled}>
      {liked ? t(m.liked) : t(m.like)}
    </ToggleButton>
  );
}
export type { MovieRef };
