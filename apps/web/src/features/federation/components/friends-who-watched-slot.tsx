import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const FriendsWhoWatched = lazy(() =>
  import('./friends-who-watched.tsx').then((module) => ({ default: module.FriendsWhoWatched })),
);

/**
 * Where the movie page shows "Friends who watched this": its code is fetched only for a signed-in user, so a
 * visitor's first screen carries none of it (it renders nothing for them anyway). Not while the page is being
 * hydrated, like everything that depends on the session: it may arrive meanwhile, and the server drew nothing.
 */
export function FriendsWhoWatchedSlot({ tmdbId }: { tmdbId: number }) {
  const { user } = useSession();
  const hydrated = useHydrated();
  if (!hydrated || !user) return null;
  return (
    <Suspense fallback={null}>
      <FriendsWhoWatched tmdbId={tmdbId} />
    </Suspense>
  );
}
