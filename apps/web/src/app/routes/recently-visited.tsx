import { History } from 'lucide-react';
import { useVisits } from '../../features/visits/api/use-visits.ts';
import { LibraryListPage } from './library-list-page.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

export function Component() {
  const t = useT();
  const visits = useVisits();
  return (
    <LibraryListPage
      title={t(m.recentlyVisited)}
      query={visits}
      subtitle={(count) => t(m.recentlyViewedCount, { count })}
      signInTitle={t(m.signInRecent)}
      empty={{ title: t(m.noRecent), hint: t(m.recentHint), icon: History }}
    />
  );
}
