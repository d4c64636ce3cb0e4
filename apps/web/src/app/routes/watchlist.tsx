import { Bookmark } from 'lucide-react';
import { useWatchStatusList } from '../../features/watch-status/api/use-watch-statuses.ts';
import { LibraryListPage } from './library-list-page.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

export function Component() {
  const t = useT();
  const watchlist = useWatchStatusList('want_to_watch');
  return (
    <LibraryListPage
      title={t(m.yourWatchlist)}
      query={watchlist}
      subtitle={(count) => t(m.watchlistCount, { count })}
      signInTitle={t(m.signInWatchlist)}
      empty={{
        title: t(m.watchlistEmpty),
        hint: t(m.watchlistHint),
        icon: Bookmark,
      }}
    />
  );
}
