import { Sparkles } from 'lucide-react';
import { FOR_YOU_LIMITED_NOTE, FOR_YOU_TITLE } from '@marquee/contracts';
import { useForYou } from '../../features/for-you/api/use-for-you.ts';
import { useReasonTexts } from '../../lib/recommendation-reasons/reason-text.ts';
import { LibraryListPage } from './library-list-page.tsx';

export function Component() {
  const forYou = useForYou();
  const recommended = useReasonTexts(forYou.data?.recommended ?? []);
  return (
    <LibraryListPage
      title={FOR_YOU_TITLE}
      query={{ data: forYou.data && recommended, isPending: forYou.isPending, error: forYou.error }}
      subtitle={(count) =>
        count === 0
          ? null
          : forYou.data?.limited
            ? FOR_YOU_LIMITED_NOTE
            : `${count} movies picked from what you liked, rated and watched`
      }
      empty={{
        title: 'Nothing to recommend yet',
        hint: 'Like, rate or mark movies as watched, and recommendations for you appear here.',
        icon: Sparkles,
      }}
    />
  );
}
