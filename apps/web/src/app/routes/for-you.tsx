import { Sparkles } from 'lucide-react';
import { useForYou } from '../../features/for-you/api/use-for-you.ts';
import { forYouMessages as m } from '../../features/for-you/messages.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useReasonTexts } from '../../lib/recommendation-reasons/reason-text.ts';
import { LibraryListPage } from './library-list-page.tsx';

export function Component() {
  const t = useT();
  const forYou = useForYou();
  const recommended = useReasonTexts(forYou.data?.recommended ?? []);
  return (
    <LibraryListPage
      title={t(m.title)}
      query={{ data: forYou.data && recommended, isPending: forYou.isPending, error: forYou.error }}
      subtitle={(count) =>
        count === 0 ? null : forYou.data?.limited ? t(m.limitedNote) : t(m.pickedFrom, { count })
      }
      empty={{
        title: t(m.nothingYet),
        hint: t(m.nothingYetHint),
        icon: Sparkles,
      }}
    />
  );
}
