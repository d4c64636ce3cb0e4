import { Heart } from 'lucide-react';
import { useLikes } from '../../features/likes/api/use-likes.ts';
import { LibraryListPage } from './library-list-page.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

export function Component() {
  const likes = useLikes();
  const t = useT();
  return (
    <LibraryListPage
      title={t(m.yourLikedMovies)}
      query={likes}
      subtitle={(count) => (count > 0 ? t(m.likedCount, { count }) : t(m.noLikedYet))}
      signInTitle={t(m.signInLiked)}
      empty={{
        title: t(m.noLikedFound),
        hint: t(m.likedHint),
        icon: Heart,
      }}
    />
  );
}
