import { PAGE_NOT_FOUND_SUBJECT } from '@marquee/contracts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(PAGE_NOT_FOUND_SUBJECT);
  return <NotFoundPage title={t(m.pageNotFound)} hint={t(m.pageNotFoundHint)} />;
}
