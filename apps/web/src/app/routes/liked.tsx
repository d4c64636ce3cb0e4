import { Heart } from 'lucide-react';
import { useLikes } from '../../features/likes/api/use-likes.ts';
import { LibraryListPage } from './library-list-page.tsx';

export function Component() {
  const likes = useLikes();
  return (
    <LibraryListPage
      title="Your Liked Movies"
      query={likes}
      subtitle={(count) => (count > 0 ? `You have liked ${count} movie(s)` : 'No liked movies yet')}
      signInTitle="Sign in to see your liked movies"
      empty={{
        title: 'No liked movies found',
        hint: 'Tap the heart on any movie to keep it here.',
        icon: Heart,
      }}
    />
  );
}
