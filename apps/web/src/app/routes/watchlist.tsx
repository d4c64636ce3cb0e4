import { Bookmark } from 'lucide-react';
import { useWatchStatusList } from '../../features/watch-status/api/use-watch-statuses.ts';
import { LibraryListPage } from './library-list-page.tsx';

export function Component() {
  const watchlist = useWatchStatusList('want_to_watch');
  return (
    <LibraryListPage
      title="Your Watchlist"
      query={watchlist}
      subtitle={(count) => `You have ${count} movie(s) in your watchlist`}
      signInTitle="Sign in to see your watchlist"
      empty={{
        title: 'Your Watchlist is Empty',
        hint: 'Use the bookmark icon (Add to Watchlist) on a movie page to save movies for later.',
        icon: Bookmark,
      }}
    />
  );
}
