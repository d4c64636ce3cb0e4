import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { FriendsFeedItem } from '@marquee/contracts';
import { PosterImage } from '../../../components/ui/poster-image.tsx';
import { formatDateTime, formatNumber } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { friendPostMessages as m } from '../post.messages.ts';

/** A friend's rating out of 10, with the accent star; read out as "Rated 8 out of 10". */
export function FriendRating({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1 tabular-nums" title={t(m.ratedOutOfTen, { rating })}>
      <Star size={14} aria-hidden="true" className="fill-accent text-accent" />
      <span aria-hidden="true">{formatNumber(rating)}/10</span>
      <span className="sr-only">{t(m.ratedOutOfTen, { rating })}</span>
    </span>
  );
}

/** Who posted, as their name when they gave one, else their address. */
const authorName = (post: FriendsFeedItem) => post.author.name?.trim() || post.author.account;

/**
 * One film post of a friend: the poster and title link to the film here, then who, when, their rating and
 * their words; `withFilm` false on the film's own page, where the poster would repeat it.
 */
export function FriendPost({ post, withFilm = true }: { post: FriendsFeedItem; withFilm?: boolean }) {
  const t = useT();
  const year = post.movie.release_date?.slice(0, 4);
  return (
    <article
      aria-label={t(m.postBy, { name: authorName(post), title: post.movie.title })}
      className="flex min-w-0 gap-3 md:gap-4"
    >
      {withFilm && (
        <Link
          to={`/movie/${post.movie.tmdb_id}`}
          tabIndex={-1}
          aria-hidden="true"
          className="w-14 shrink-0 overflow-hidden rounded-md md:w-16"
        >
          <PosterImage path={post.movie.poster_path} title={post.movie.title} compact decorative />
        </Link>
      )}
      <div className="min-w-0 flex-1">
        {withFilm && (
          <h3 className="font-semibold [overflow-wrap:anywhere]">
            <Link to={`/movie/${post.movie.tmdb_id}`} className="hover:text-accent">
              {post.movie.title}
            </Link>
            {year && <span className="ml-1 font-normal text-muted">({year})</span>}
          </h3>
        )}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <span className="font-medium text-text [overflow-wrap:anywhere]" title={post.author.account}>
            {authorName(post)}
          </span>
          <span className="[overflow-wrap:anywhere]">{post.author.account}</span>
          <time dateTime={post.published_at}>{formatDateTime(post.published_at)}</time>
          {post.rating !== null && <FriendRating rating={post.rating} />}
        </p>
        <p className="mt-1 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{post.text}</p>
        {post.url && (
          <a
            href={post.url}
            target="_blank"
            rel="noreferrer noopener"
            className="mt-1 inline-block text-xs text-muted underline hover:text-text"
          >
            {t(m.openPost)}
          </a>
        )}
      </div>
    </article>
  );
}
