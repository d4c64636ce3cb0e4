import { History } from 'lucide-react';
import { useVisits } from '../../features/visits/api/use-visits.ts';
import { LibraryListPage } from './library-list-page.tsx';

export function Component() {
  const visits = useVisits();
  return (
    <LibraryListPage
      title="Recently Visited"
      query={visits}
      subtitle={(count) => `You have recently viewed ${count} movie(s)`}
      signInTitle="Sign in to see your recently visited movies"
      empty={{ title: 'No Recently Viewed Movies', hint: 'Movies you open appear here.', icon: History }}
    />
  );
}
