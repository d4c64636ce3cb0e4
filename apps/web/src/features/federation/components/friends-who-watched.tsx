import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useFriendsOnMovie } from '../api/federation-api.ts';
import { friendPostMessages as m } from '../post.messages.ts';
import { FriendPost } from './friend-post.tsx';

/**
 * The movie page's "Friends who watched this": what the people the user follows posted about the film, with
 * their ratings. Nothing at all for a visitor, on a server that does not federate, while loading, on an error,
 * or when no friend posted about it.
 */
export function FriendsWhoWatched({ tmdbId }: { tmdbId: number }) {
  const t = useT();
  const titleId = useId();
  const posts = useFriendsOnMovie(tmdbId);
  if (!posts.data?.length) return null;
  return (
    <section aria-labelledby={titleId} className="page-container mt-10">
      <h2 id={titleId} className="mb-4 text-xl font-semibold tracking-tight md:text-2xl">
        {t(m.friendsWhoWatched)}
      </h2>
      <ul className="grid gap-5 md:grid-cols-2">
        {posts.data.map((post) => (
          <li
            key={post.note_url}
            className="rounded-[var(--radius-card)] border border-hairline bg-surface p-4"
          >
            <FriendPost post={post} withFilm={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
