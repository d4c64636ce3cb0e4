import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { useWatchStatusList } from '../../features/watch-status/api/use-watch-statuses.ts';
import { LibraryListPage } from './library-list-page.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

/** What this page counts, beside what Stats count, so the two numbers can be told apart. */
function WhatWatchedCounts() {
  const t = useT();
  return (
    <p className="mt-2 max-w-3xl text-sm text-muted">
      {t(m.watchedCountsBefore)}{' '}
      <Link to="/stats" className="text-accent underline underline-offset-2">
        {t(m.stats)}
      </Link>{' '}
      {t(m.watchedCountsAfter)}
    </p>
  );
}

export function Component() {
  const watched = useWatchStatusList('watched');
  const t = useT();
  return (
    <LibraryListPage
      title={t(m.watchedMovies)}
      query={watched}
      subtitle={(count) => t(m.watchedCount, { count })}
      headerExtra={watched.data?.length ? <WhatWatchedCounts /> : undefined}
      signInTitle={t(m.signInWatched)}
      empty={{
        title: t(m.noWatched),
        hint: t(m.watchedHint),
        icon: Eye,
      }}
    />
  );
}
