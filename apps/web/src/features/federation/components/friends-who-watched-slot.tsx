import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session.ts';

const FriendsWhoWatched = lazy(() =>
  import('./friends-who-watched.tsx').then((module) => ({ default: module.FriendsWhoWatched })),
);

/**
 * Where the movie page shows "Friends who watched this": its code is fetched only for a signed-in user, so a
 * visitor's first screen carries none of it (it renders nothing for them anyway).
 */
export function FriendsWhoWatchedSlot({ tmdbId }: { tmdbId: number }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <FriendsWhoWatched tmdbId={tmdbId} />
    </Suspense>
  );
}
